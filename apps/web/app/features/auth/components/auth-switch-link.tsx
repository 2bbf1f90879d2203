import { Link } from 'react-router';

/** "Não tem conta? Criar conta" under the sign-in form, and the way back under the sign-up form. */
export function AuthSwitchLink({ question, label, to }: { question: string; label: string; to: string }) {
  return (
    <p className="text-center text-sm text-muted-foreground">
      {question}{' '}
      <Link to={to} className="rounded-sm font-medium text-primary underline-offset-4 hover:underline">
        {label}
      </Link>
    </p>
  );
}
