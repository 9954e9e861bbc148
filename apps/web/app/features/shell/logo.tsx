// The shop's wordmark, linking home.
import { Link } from 'react-router';

export function Logo({ className = '' }: { className?: string }) {
  return (
    <Link to="/" className={`logo-link ${className}`} aria-label="Solestock home">
      <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="#1f6f5f" />
        <path d="M5 21c4 0 6-6 10-6 3 0 4 3 7 3h5v4H5z" fill="#fff" />
      </svg>
      <span className="text-xl">Solestock</span>
    </Link>
  );
}
