import { useSelector } from 'react-redux';
import type { RootState } from '../../core/store/core-state';

export function useToken(): string | null {
  return useSelector((state: RootState) => state.core.token);
}
