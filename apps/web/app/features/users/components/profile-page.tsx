import { PageHeader } from '~/components/ui/page-header';
import { isSystemAdmin } from '~/session/company-requirements';
import { useSession } from '~/session/use-session';
import { SupportAccessSection } from '~/features/support-access';
import { EmailSection } from './email-section';
import { PasswordSection } from './password-section';
import { PersonalDataSection } from './personal-data-section';
import { PhotoSection } from './photo-section';
import { YourDataSection } from './your-data-section';

/** The person's own account: name and phone, photo, e-mail, password, support access and their data (LGPD). */
export function ProfilePage() {
  const session = useSession();
  const user = session.currentUser;
  const isSupportSession = !!session.claims?.support;
  const company = session.contextCompany;

  return (
    <div className="grid gap-6">
      <PageHeader title="Meu perfil" description="Os seus dados de acesso à Contábil Online." />
      {user && (
        <>
          <PersonalDataSection key={user.uid} user={user} />
          <PhotoSection user={user} />
          <EmailSection user={user} isSupportSession={isSupportSession} />
          <PasswordSection uid={user.uid} isSupportSession={isSupportSession} />
          {company && !isSystemAdmin(session) && !isSupportSession && (
            <SupportAccessSection companyId={company.id} companyName={company.alias || company.name} />
          )}
          {/* The person's own rights: not exercised through a support session (the API refuses it too). */}
          {!isSupportSession && <YourDataSection />}
        </>
      )}
    </div>
  );
}
