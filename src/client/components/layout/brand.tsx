import { Link } from '@/lib/router';

export function BrandMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={className}>
      <rect width="64" height="64" rx="16" className="fill-primary" />
      <path
        d="M14 38c6-10 12-10 18 0s12 10 18 0"
        fill="none"
        strokeWidth="5"
        strokeLinecap="round"
        className="stroke-background"
      />
      <circle cx="32" cy="22" r="6" fill="#f3d9a4" />
    </svg>
  );
}

export function Brand({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link to="/" onClick={onNavigate} className="flex items-center gap-2.5 rounded-xl font-serif text-xl font-semibold">
      <BrandMark />
      <span>Serenamente</span>
    </Link>
  );
}
