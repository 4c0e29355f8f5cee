import { useDispatch, useSelector } from 'react-redux';
import { useEngine } from '../engine-context';
import { PluginView } from '../router/LazyView';
import { coreActions, type RootState } from '../store/core-state';
import { DialogHost } from './DialogHost';

/** Renders the plugin modals that are open (by id, from the store) and the generic dialogs above them. */
export function ModalHost() {
  const { resolved } = useEngine();
  const open = useSelector((state: RootState) => state.core.modals);
  const dispatch = useDispatch();
  return (
    <>
      {open.map(({ id, props }) => {
        const modal = resolved.modals[id];
        if (!modal) return null;
        return (
          <PluginView
            key={id}
            pluginId={modal.pluginId}
            load={modal.load as never}
            props={{ modalId: id, props, close: () => dispatch(coreActions.modalClosed(id)) } as never}
            compact
          />
        );
      })}
      <DialogHost />
    </>
  );
}
