import type { ReactNode } from 'react';
import { MessageCircle } from 'lucide-react';
import { buttonVariants } from './button-variants';

/** An outlined button that opens WhatsApp (a chat, or a message to share) in a new tab. */
export function WhatsAppLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonVariants({ variant: 'outline', className: 'shrink-0' })}
    >
      <MessageCircle aria-hidden="true" />
      {children}
    </a>
  );
}
