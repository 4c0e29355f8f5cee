import { useSelector } from 'react-redux';
import type { RootState } from '../../core/store/core-state';

export function useToken(): string | null {
  return useSelector((state: RootState) => state.core.token);
}

/** dd/mm/yyyy hh:mm in the player's local time (Brazilian order). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
