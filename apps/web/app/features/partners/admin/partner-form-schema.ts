import {
  partnerUpsertSchema,
  type PartnerFieldType,
  type PartnerProgram,
  type PartnerUpsertInput,
} from '@contabil/contracts';

export const partnerFieldTypeLabels = {
  text: 'Texto',
  email: 'E-mail',
  phone: 'Celular',
  cnpj: 'CNPJ',
  select: 'Lista de opções',
  textarea: 'Texto longo',
} as const satisfies Record<PartnerFieldType, string>;

/**
 * The partner form as people type it: benefits one per line, a list's options one per
 * line, the site address possibly empty. `toPartnerUpsert` turns it into the contract's body.
 */
export interface PartnerFormValues {
  slug: string;
  name: string;
  description: string;
  benefits: string;
  websiteUrl: string;
  active: boolean;
  fields: {
    key: string;
    label: string;
    type: PartnerFieldType;
    required: boolean;
    options: string;
  }[];
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function toPartnerUpsert(values: PartnerFormValues): PartnerUpsertInput {
  return {
    slug: values.slug.trim(),
    name: values.name,
    description: values.description,
    benefits: lines(values.benefits),
    websiteUrl: values.websiteUrl.trim() || null,
    active: values.active,
    fields: values.fields.map((field) => ({
      key: field.key,
      label: field.label,
      type: field.type,
      required: field.required,
      ...(field.type === 'select' ? { options: lines(field.options) } : {}),
    })),
  };
}

export function partnerFormDefaults(partner?: PartnerProgram): PartnerFormValues {
  if (!partner) {
    return {
      slug: '',
      name: '',
      description: '',
      benefits: '',
      websiteUrl: '',
      active: true,
      fields: [{ key: 'responsavel', label: 'Nome do responsável', type: 'text', required: true, options: '' }],
    };
  }
  return {
    slug: partner.slug,
    name: partner.name,
    description: partner.description,
    benefits: partner.benefits.join('\n'),
    websiteUrl: partner.websiteUrl ?? '',
    active: partner.active,
    fields: partner.fields.map((field) => ({ ...field, options: (field.options ?? []).join('\n') })),
  };
}

/**
 * The contract's errors, by the form's field names: `fields.2.options` and the rest come
 * back on the same path, since the form keeps the contract's shape.
 */
export function validatePartnerForm(values: PartnerFormValues): Record<string, string> {
  const result = partnerUpsertSchema.safeParse(toPartnerUpsert(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    if (!errors[path]) errors[path] = issue.message;
  }
  return errors;
}
