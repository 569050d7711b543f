import { cn } from '@/lib/utils';

export interface HeadColumn {
  key: string;
  label: string;
  /** Numbers are right-aligned, as their cells are. */
  numeric?: boolean;
  /** Named for screen readers only (an actions column). */
  hidden?: boolean;
}

/** The header row of the class's tables (ranking, roster). */
export function TableHead({ columns }: { columns: readonly HeadColumn[] }) {
  return (
    <thead>
      <tr className="border-b text-left">
        {columns.map((column) => (
          <th key={column.key} scope="col" className={cn('px-2 py-2 font-medium', column.numeric && 'text-right')}>
            {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
