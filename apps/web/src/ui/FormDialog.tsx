import type { ReactNode } from "react";
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from "react-aria-components";

/**
 * A button that opens a modal dialog (React Aria: focus moves in and is trapped, Escape and the
 * close button dismiss it, focus returns to the button). `children` gets `close` to call after a
 * successful save.
 */
export const FormDialog = ({
  trigger,
  title,
  children,
  triggerClassName = "button",
  isOpen,
  onOpenChange,
}: {
  trigger?: ReactNode;
  title: string;
  children: (close: () => void) => ReactNode;
  triggerClassName?: string;
  /** Controlled use (a row action opening the same dialog): no trigger button is rendered. */
  isOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}) => {
  const dialog = (
    <ModalOverlay className="modal-overlay" isDismissable>
      <Modal className="modal">
        <Dialog className="dialog">
          {({ close }) => (
            <>
              <div className="dialog-header">
                <Heading slot="title">{title}</Heading>
                <Button className="button icon" onPress={close} aria-label="Close">
                  ×
                </Button>
              </div>
              {children(close)}
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
  if (trigger === undefined) {
    return (
      <DialogTrigger isOpen={isOpen ?? false} onOpenChange={onOpenChange}>
        {dialog}
      </DialogTrigger>
    );
  }
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <Button className={triggerClassName}>{trigger}</Button>
      {dialog}
    </DialogTrigger>
  );
};
