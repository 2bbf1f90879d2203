import { useEffect, useId, useState, type ReactNode } from 'react';
import { Search } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { cn } from '~/lib/cn';

interface SearchFiltersBarProps {
  /** The search in the URL; the field follows it (back/forward). */
  query: string;
  /** On Enter or "Buscar". */
  onSearch: (query: string) => void;
  placeholder: string;
  /** The filters beside the search (FilterSelect), applied at once. */
  children: ReactNode;
  /** The grid's columns from `md` (the search takes the widest). */
  columnsClassName: string;
}

/** An admin list's search box with its filters beside it. */
export function SearchFiltersBar({ query, onSearch, placeholder, children, columnsClassName }: SearchFiltersBarProps) {
  const searchId = useId();
  const [text, setText] = useState(query);
  useEffect(() => setText(query), [query]);

  return (
    <div className={cn('grid gap-4 rounded-lg border border-border bg-surface p-4 md:items-end', columnsClassName)}>
      <form
        role="search"
        className="grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text);
        }}
      >
        <Label htmlFor={searchId}>Buscar</Label>
        <div className="flex gap-2">
          <Input
            id={searchId}
            type="search"
            value={text}
            maxLength={100}
            placeholder={placeholder}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" variant="outline" aria-label="Buscar">
            <Search aria-hidden="true" />
            <span className="hidden sm:inline">Buscar</span>
          </Button>
        </div>
      </form>
      {children}
    </div>
  );
}
