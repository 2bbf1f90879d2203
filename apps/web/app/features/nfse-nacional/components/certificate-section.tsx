import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { AlertTriangle, CheckCircle2, ShieldAlert } from 'lucide-react';
import type { NfseFiscalProfile } from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { SubmitButton } from '~/components/ui/submit-button';
import { DetailSection } from '~/components/ui/detail-section';
import { FilePicker, NO_FILE_CHOSEN } from '~/components/ui/file-picker';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { ApiError } from '~/lib/api-client';
import { messages } from '@contabil/contracts';
import { toast } from '~/platform/toast';
import {
  brazilianDate,
  bytesToBase64,
  CERTIFICATE_ACCEPT,
  certificateCnpj,
  certificateExpiry,
  certificateFileProblem,
  certificatePasswordSchema,
} from '../fiscal-profile-form';
import { useUploadCertificate } from '../nfse-profile-api';

const passwordFormSchema = z.object({ password: certificatePasswordSchema });
type PasswordForm = z.infer<typeof passwordFormSchema>;

const TONE_ICONS = { success: CheckCircle2, warning: AlertTriangle, destructive: ShieldAlert } as const;

/** The A1 on file: holder, CNPJ and expiry, with a badge from 30 days before it expires. */
export function CertificateSummary({ certificate }: { certificate: NonNullable<NfseFiscalProfile['certificate']> }) {
  const expiry = certificateExpiry(certificate.notAfter, new Date());
  const Icon = TONE_ICONS[expiry.tone];
  return (
    <dl className="grid gap-4 sm:grid-cols-3" aria-label="Certificado atual">
      <div className="grid gap-1 sm:col-span-3">
        <dt className="text-sm text-muted-foreground">Titular</dt>
        <dd className="font-medium break-words">{certificate.holder}</dd>
      </div>
      <div className="grid gap-1">
        <dt className="text-sm text-muted-foreground">CNPJ</dt>
        <dd className="font-medium tabular-nums">{certificateCnpj(certificate.cnpj)}</dd>
      </div>
      <div className="grid gap-1">
        <dt className="text-sm text-muted-foreground">Válido até</dt>
        <dd className="flex flex-wrap items-center gap-2 font-medium tabular-nums">
          {brazilianDate(certificate.notAfter)}
          <Badge tone={expiry.tone}>
            <Icon aria-hidden="true" />
            {expiry.label}
          </Badge>
        </dd>
      </div>
      {certificate.uploadedAt && (
        <div className="grid gap-1">
          <dt className="text-sm text-muted-foreground">Enviado em</dt>
          <dd className="font-medium tabular-nums">{brazilianDate(certificate.uploadedAt)}</dd>
        </div>
      )}
    </dl>
  );
}

/** Choose the .pfx/.p12 and type its password; the API opens it, checks it and keeps it sealed. */
function CertificateUploadForm({ companyId, replacing }: { companyId: string; replacing: boolean }) {
  const upload = useUploadCertificate(companyId);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pickerKey, setPickerKey] = useState(0);
  const form = useForm<PasswordForm>({ resolver: zodResolver(passwordFormSchema), defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(
    async ({ password }) => {
      setFormError(null);
      const problem = certificateFileProblem(file);
      if (problem || !file) return setFileError(problem);
      setFileError(null);
      try {
        const certificate = bytesToBase64(new Uint8Array(await file.arrayBuffer()));
        await upload.mutateAsync({ certificate, password });
        form.reset({ password: '' });
        setFile(null);
        setPickerKey((key) => key + 1);
        toast.success('Certificado enviado.');
      } catch (error) {
        if (!(error instanceof ApiError)) return setFormError(messages.internalError);
        const { certificate: onFile, password: onPassword, ...others } = error.fields;
        if (onFile) setFileError(onFile);
        if (onPassword) form.setError('password', { type: 'server', message: onPassword });
        if (!onFile && !onPassword) setFormError(error.message);
        else if (Object.keys(others).length > 0) setFormError(error.message);
      }
    },
    // The file is checked with the password, so both messages show at once.
    () => setFileError(certificateFileProblem(file)),
  );

  return (
    <form method="post" noValidate onSubmit={submit} className="grid gap-5" aria-label="Enviar certificado">
      <h3 className="text-base font-semibold">{replacing ? 'Trocar o certificado' : 'Enviar o certificado'}</h3>
      {formError && <Alert tone="error">{formError}</Alert>}
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField
          label="Arquivo do certificado A1"
          hint="O e-CNPJ A1 da empresa, arquivo .pfx ou .p12 com a cadeia, até 100 KB."
          error={fileError ?? undefined}
        >
          <FilePicker
            key={pickerKey}
            accept={CERTIFICATE_ACCEPT}
            disabled={isSubmitting}
            chosenText={file ? file.name : NO_FILE_CHOSEN}
            onChange={(event) => {
              const chosen = event.currentTarget.files?.[0] ?? null;
              setFile(chosen);
              setFileError(chosen ? certificateFileProblem(chosen) : null);
            }}
          />
        </FormField>
        <FormField
          label="Senha do certificado"
          hint="Usada só para abrir o arquivo; guardada cifrada."
          error={errors.password?.message}
        >
          <Input type="password" autoComplete="off" {...form.register('password')} />
        </FormField>
      </div>
      <div className="flex justify-end">
        <SubmitButton label="Enviar certificado" busyLabel="Enviando…" isSubmitting={isSubmitting} />
      </div>
    </form>
  );
}

export function CertificateSection({
  companyId,
  profile,
  canEdit,
}: {
  companyId: string;
  profile: NfseFiscalProfile | null;
  canEdit: boolean;
}) {
  const certificate = profile?.certificate ?? null;
  return (
    <DetailSection title="Certificado digital A1">
      <p className="text-sm text-muted-foreground">
        As notas são assinadas com o certificado A1 da empresa (e-CNPJ). Avisamos por e-mail 30 e 7 dias antes de ele
        vencer.
      </p>
      {certificate ? (
        <CertificateSummary certificate={certificate} />
      ) : (
        <p className="text-sm font-medium">Nenhum certificado enviado.</p>
      )}
      {canEdit &&
        (profile ? (
          <div className="border-t border-border pt-5">
            <CertificateUploadForm companyId={companyId} replacing={!!certificate} />
          </div>
        ) : (
          <Alert tone="info">Salve o perfil fiscal acima antes de enviar o certificado.</Alert>
        ))}
    </DetailSection>
  );
}
