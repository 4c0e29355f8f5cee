import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import type { FlowResult, Settle } from '../state';

/**
 * Starts a saga flow from a form and waits for its outcome, so Formik's submit state (the
 * spinner, the disabled button) follows the flow; a flow that ends on '/' navigates there.
 */
export function useFlow() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  return useCallback(
    (start: (settle: Settle) => { type: string }): Promise<FlowResult> =>
      new Promise<FlowResult>((resolve) => {
        dispatch(start(resolve));
      }).then((result) => {
        if (result.ok && result.next === 'home') navigate('/');
        return result;
      }),
    [dispatch, navigate],
  );
}
