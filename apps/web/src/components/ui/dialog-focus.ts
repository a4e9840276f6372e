const TABBABLE = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';

/**
 * Where focus goes when a dialog opens: its first field, so typing can start (DESIGN 'Forms');
 * without a field, Base UI's default (the first tabbable element). By touch, the popup itself,
 * so a phone's keyboard does not cover the dialog before it is read.
 */
export function firstFieldFocus(popup: () => HTMLElement | null) {
  return (openType: string): boolean | HTMLElement => {
    if (openType === 'touch') return true;
    const field = popup()?.querySelector<HTMLElement>(`[data-dialog-body] :is(${TABBABLE})`);
    return field ?? true;
  };
}
