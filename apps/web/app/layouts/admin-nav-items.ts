import {
  ArrowRightLeft,
  Briefcase,
  FileCog,
  Building2,
  CalendarCheck,
  ClipboardList,
  CreditCard,
  FolderOpen,
  Gift,
  Handshake,
  Inbox,
  Landmark,
  LayoutDashboard,
  ListTodo,
  MessageCircle,
  Link2,
  MessagesSquare,
  ReceiptText,
  Store,
  Tags,
  UserPlus,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';

export interface AdminNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Active only on this exact path, not on the pages below it. */
  end?: boolean;
  /** Drawn indented, as a part of the item above. */
  isSubItem?: boolean;
  /** A live count beside the label (conversations: unread messages, or threads without an answer). */
  badge?: 'unread' | 'unanswered';
}

export interface AdminNavGroup {
  label: string;
  items: readonly AdminNavItem[];
}

export const COMPANY_NAV_GROUP: AdminNavGroup = {
  label: 'Minha empresa',
  items: [
    { to: '/app/panel', label: 'Painel', icon: LayoutDashboard, end: true },
    { to: '/app/invoices', label: 'Notas fiscais', icon: ReceiptText, end: true },
    { to: '/app/invoices/configuracoes-fiscais', label: 'Configurações fiscais', icon: FileCog, isSubItem: true },
    { to: '/app/conversations', label: 'Conversas', icon: MessageCircle, badge: 'unread' },
    { to: '/app/bank-statements/accounts', label: 'Extratos bancários', icon: Landmark },
    { to: '/app/documents', label: 'Documentos', icon: FolderOpen, end: true },
    { to: '/app/documents/company', label: 'Documentos da empresa', icon: Building2, isSubItem: true },
    { to: '/app/obrigacoes', label: 'Obrigações', icon: CalendarCheck },
    { to: '/app/partners/duca', label: 'Duca Benefícios', icon: Handshake },
  ],
};

export const ACCOUNT_NAV_GROUP: AdminNavGroup = {
  label: 'Minha conta',
  items: [
    { to: '/app/user/my-referrals', label: 'Indicações', icon: Gift },
    { to: '/app/user/my-invites', label: 'Convites', icon: UserPlus },
    { to: '/app/user/my-billing', label: 'Assinatura', icon: CreditCard },
    { to: '/app/user/my-profile', label: 'Perfil', icon: UserRound },
  ],
};

/** Only for system administrators (the pages themselves are guarded by the API's admin-only calls). */
export const SYSTEM_ADMIN_NAV_GROUP: AdminNavGroup = {
  label: 'Administração',
  items: [
    { to: '/app/admin', label: 'Fila do escritório', icon: ListTodo, end: true },
    { to: '/app/admin/companies', label: 'Empresas', icon: Briefcase, end: true },
    { to: '/app/admin/companies/opening-requests', label: 'Aberturas de empresa', icon: Store },
    { to: '/app/admin/companies/migration-requests', label: 'Trocas de contador', icon: ArrowRightLeft },
    { to: '/app/admin/invoices/nf-requests', label: 'Pedidos de NFS-e', icon: ClipboardList },
    { to: '/app/admin/obligations', label: 'Obrigações das empresas', icon: CalendarCheck },
    { to: '/app/admin/conversations', label: 'Caixa de conversas', icon: Inbox, badge: 'unanswered' },
    { to: '/app/admin/leads', label: 'Leads', icon: MessagesSquare },
    { to: '/app/admin/links', label: 'Links curtos', icon: Link2 },
    { to: '/app/admin/plans', label: 'Planos', icon: Tags },
    { to: '/app/admin/users', label: 'Usuários', icon: Users },
    { to: '/app/admin/partners', label: 'Parceiros', icon: Handshake },
  ],
};
