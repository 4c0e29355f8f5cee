/**
 * @jest-environment jsdom
 */
import { Provider } from 'react-redux';
import { coreStoreSignedIn } from '../../tests/support/core-store';
import { click, flush, render } from '../../tests/support/render';
import { EngineContext, type Engine } from '../engine-context';
import type { MemberInfo } from '../api/contract';
import { currentDialogs } from '../modal/dialog-service';
import { coreActions } from '../store/core-state';
import { useOpenCentre, useRequireRealAccount } from './require-real-account';

/** Stands for the member centre's modal, which the member-centre plugin gives on a real site. */
const MEMBER_CENTRE_MODAL_ID = 'memberCentrePanel';

const engine = {
  features: { isOn: () => true },
  resolved: {
    modals: { [MEMBER_CENTRE_MODAL_ID]: () => Promise.resolve({ default: () => null }) },
    centres: { member: MEMBER_CENTRE_MODAL_ID },
  },
} as unknown as Engine;

function Buttons({ onChange }: { onChange: () => void }) {
  const openCentre = useOpenCentre();
  const requireRealAccount = useRequireRealAccount();
  return (
    <>
      <button type="button" id="centre" onClick={() => openCentre('member')} />
      <button type="button" id="password" onClick={() => requireRealAccount(onChange) && onChange()} />
    </>
  );
}

const member = (type: number) => ({ type, account: 'jogador' }) as unknown as MemberInfo;

describe('a click made while a fresh session’s account type loads', () => {
  beforeEach(() => sessionStorage.clear());

  it('opens the member centre once member info arrives, instead of being lost', async () => {
    const store = coreStoreSignedIn('fresh');
    const changes = jest.fn();
    const view = render(
      <Provider store={store}>
        <EngineContext.Provider value={engine}>
          <Buttons onChange={changes} />
        </EngineContext.Provider>
      </Provider>,
    );
    click(view.container.querySelector('#centre')!);
    click(view.container.querySelector('#password')!);
    await flush();
    expect(store.getState().core.modals).toEqual([]);
    expect(changes).not.toHaveBeenCalled();

    store.dispatch(coreActions.memberInfoLoaded(member(0)));
    await flush();
    expect(store.getState().core.modals.map((modal) => modal.id)).toEqual([MEMBER_CENTRE_MODAL_ID]);
    expect(changes).toHaveBeenCalledTimes(1);
    view.unmount();
  });

  it('warns a trial account instead, and drops the click when the session ends first', async () => {
    const trial = coreStoreSignedIn('fresh');
    const changes = jest.fn();
    const view = render(
      <Provider store={trial}>
        <EngineContext.Provider value={engine}>
          <Buttons onChange={changes} />
        </EngineContext.Provider>
      </Provider>,
    );
    click(view.container.querySelector('#password')!);
    trial.dispatch(coreActions.memberInfoLoaded(member(4)));
    await flush();
    expect(changes).not.toHaveBeenCalled();
    expect(currentDialogs().map((dialog) => dialog.textKey)).toEqual(['core:account.in_need_true_account']);
    view.unmount();

    const ended = coreStoreSignedIn('fresh');
    const again = render(
      <Provider store={ended}>
        <EngineContext.Provider value={engine}>
          <Buttons onChange={changes} />
        </EngineContext.Provider>
      </Provider>,
    );
    click(again.container.querySelector('#centre')!);
    click(again.container.querySelector('#password')!);
    ended.dispatch(coreActions.sessionEnded());
    await flush();
    expect(ended.getState().core.modals).toEqual([]);
    expect(changes).not.toHaveBeenCalled();
    again.unmount();
  });
});
