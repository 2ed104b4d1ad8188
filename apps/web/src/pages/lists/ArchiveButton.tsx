/**
 * A row's "Archive" (or "Unarchive") toggle. While the change is on its way it refuses presses
 * with `aria-disabled` rather than `disabled`: a disabled button drops keyboard focus to the page,
 * and the person would have to Tab back to the row they were on.
 */
export const ArchiveButton = ({
  archived,
  pending,
  onPress,
}: {
  archived: boolean;
  pending: boolean;
  onPress: () => void;
}) => (
  <button
    type="button"
    className="secondary"
    aria-disabled={pending || undefined}
    onClick={() => {
      if (!pending) onPress();
    }}
  >
    {archived ? "Unarchive" : "Archive"}
  </button>
);
