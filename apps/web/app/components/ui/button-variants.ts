import { cva } from 'class-variance-authority';

/**
 * Kept apart from button.tsx so a page can style a link as a button with only
 * cva, without the Button component's class merging (tailwind-merge) in its bundle.
 */
export const buttonVariants = cva(
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
        outline: 'border border-input bg-surface text-foreground shadow-xs hover:bg-muted',
        ghost: 'text-foreground hover:bg-muted',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-9 px-3',
        md: 'h-10 px-4',
        lg: 'h-11 px-6 text-base',
      },
    },
    // A link-looking button sits in running text: no box padding or height, whatever the size.
    compoundVariants: [{ variant: 'link', className: 'h-auto px-0 py-1' }],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);
