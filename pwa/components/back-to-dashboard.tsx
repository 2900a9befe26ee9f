import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';

export function BackToDashboard() {
  return (
    <Link
      to="/dashboard"
      className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900"
    >
      <ArrowLeft size={16} /> Back to Dashboard
    </Link>
  );
}
