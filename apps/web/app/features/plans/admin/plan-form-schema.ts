import { planUpdateSchema, type Plan } from '@contabil/contracts';
import { z } from 'zod';
import { moneyFromReais, reaisFromMoney } from '~/lib/masks';

export const PRICE_REQUIRED = 'Informe o preço do plano';

const fields = planUpdateSchema.shape;

/** The plan form: the price in a money field ("R$ 149,90"), the features one per line. */
export const planFormSchema = z.object({
  name: fields.name.unwrap(),
  description: fields.description.unwrap(),
  price: z
    .string()
    .transform((value, ctx) => {
      const reais = reaisFromMoney(value);
      if (reais === undefined) {
        ctx.addIssue({ code: 'custom', message: PRICE_REQUIRED });
        return z.NEVER;
      }
      return reais;
    })
    .pipe(fields.price.unwrap()),
  features: z
    .string()
    .transform((value) =>
      value
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(fields.features.unwrap()),
  isActive: z.boolean(),
});
export type PlanFormInput = z.input<typeof planFormSchema>;
export type PlanFormValues = z.output<typeof planFormSchema>;

export function planFormDefaults(plan: Plan): PlanFormInput {
  return {
    name: plan.name,
    description: plan.description,
    price: moneyFromReais(plan.price),
    features: plan.features.join('\n'),
    isActive: plan.isActive,
  };
}
