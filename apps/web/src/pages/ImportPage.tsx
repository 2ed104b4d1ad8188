import { type FormEvent, useRef, useState } from "react";
import { openCategories, useCategories } from "../api/categories";
import {
  type ColumnMapping,
  type ImportPreview,
  type ImportUpload,
  useCommitImport,
  useDiscardImport,
  usePreviewImport,
} from "../api/imports";
import { ApiFailure, failureMessage } from "../api/result";
import { openWallets, useWallets } from "../api/wallets";
import { usePageTitle } from "../layout/usePageTitle";
import { ErrorAlert } from "../ui/ErrorAlert";
import { InputField, SelectField } from "../ui/fields";
import { SubmitButton } from "../ui/SubmitButton";
import { ColumnMappingForm } from "./import/ColumnMappingForm";
import { countsInWords, ImportPreviewTable } from "./import/ImportPreviewTable";
import { ImportResult } from "./import/ImportResult";
import { useFocusOnChange } from "./import/useFocusOnChange";
import "./import/import.css";

/** The CSV header the service sends with IMPORT_MAPPING_REQUIRED (`details`: `header[i]` -> the column's name). */
const headerOf = (error: unknown): string[] | null =>
  error instanceof ApiFailure && error.code === "IMPORT_MAPPING_REQUIRED"
    ? error.details.filter((detail) => detail.path.startsWith("header[")).map((detail) => detail.message)
    : null;

const alertText = (error: unknown, header: readonly string[] | null): string | null => {
  if (!error) return null;
  const words = failureMessage(error);
  return header && header.length > 0 ? `${words}. The file's header: ${header.join(", ")}.` : words;
};

/**
 * A bank file in two steps: "Preview" reads it on the service (nothing recorded) and shows each row
 * ready, a duplicate or refused; "Import" records the ready rows, "Discard" throws the preview away.
 * Focus follows each step to what it produced: the preview, the result, or the refusal.
 */
export default function ImportPage() {
  usePageTitle("Import");
  const wallets = useWallets();
  const categories = useCategories();
  const previewing = usePreviewImport();
  const committing = useCommitImport();
  const discarding = useDiscardImport();
  const [file, setFile] = useState<File | null>(null);
  const [walletId, setWalletId] = useState("");
  const [categoryId, setCategoryId] = useState("");
  const [problems, setProblems] = useState<{ file?: string; wallet?: string; category?: string }>({});
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [lastUpload, setLastUpload] = useState<ImportUpload | null>(null);
  const [notice, setNotice] = useState("");
  // A new key empties the file input after an import is recorded.
  const [pickerKey, setPickerKey] = useState(0);
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const alertBox = useRef<HTMLDivElement>(null);

  const error = previewing.error ?? committing.error ?? discarding.error;
  const header = headerOf(previewing.error);
  useFocusOnChange(previewHeading, preview);
  useFocusOnChange(resultHeading, committing.data);
  useFocusOnChange(alertBox, error);

  const busy = previewing.isPending || committing.isPending || discarding.isPending;
  const walletCurrency = (id: string) => wallets.data?.find((wallet) => wallet.id === id)?.currency;

  const startOver = () => {
    previewing.reset();
    committing.reset();
    discarding.reset();
    setNotice("");
  };

  const send = (upload: ImportUpload) => {
    startOver();
    setPreview(null);
    setLastUpload(upload);
    previewing.mutate(upload, { onSuccess: setPreview });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = {
      file: file ? undefined : "Choose the file your bank gave you",
      wallet: walletId ? undefined : "Choose the wallet the account is",
      category: categoryId ? undefined : "Choose a category for rows that name none",
    };
    setProblems(found);
    if (!file || !walletId || !categoryId) return;
    send({ file, walletId, categoryId });
  };

  const remap = (mapping: ColumnMapping) => {
    if (lastUpload && !busy) send({ ...lastUpload, mapping });
  };

  const commit = () => {
    if (!preview || busy) return;
    startOver();
    committing.mutate(preview.id, {
      onSuccess: () => {
        setPreview(null);
        setFile(null);
        setPickerKey((key) => key + 1);
      },
    });
  };

  const discard = () => {
    if (!preview || busy) return;
    startOver();
    discarding.mutate(preview.id, {
      onSuccess: () => {
        setPreview(null);
        setNotice("The preview was discarded; nothing was recorded.");
      },
    });
  };

  return (
    <>
      <h1>Import</h1>
      <p>Bring in a file from your bank (CSV, OFX, QFX, QIF or CAMT.053): preview its rows, then import them.</p>
      <form className="import-form" onSubmit={submit} noValidate>
        <InputField
          key={`file-${pickerKey}`}
          label="Bank file"
          type="file"
          accept=".csv,.ofx,.qfx,.qif,.xml,.txt,text/csv,application/xml,text/xml"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setProblems((current) => ({ ...current, file: undefined }));
          }}
          hint="A statement exported from your bank's website"
          error={problems.file}
        />
        <SelectField
          label="Wallet"
          value={walletId}
          onChange={(event) => setWalletId(event.target.value)}
          placeholder={wallets.isPending ? "Loading wallets…" : "Choose a wallet"}
          options={openWallets(wallets.data).map((wallet) => ({
            value: wallet.id,
            label: `${wallet.name} (${wallet.currency})`,
          }))}
          hint={
            wallets.data && openWallets(wallets.data).length === 0 ? "Create a wallet first, on Wallets" : undefined
          }
          error={problems.wallet}
        />
        <SelectField
          label="Category"
          value={categoryId}
          onChange={(event) => setCategoryId(event.target.value)}
          placeholder={categories.isPending ? "Loading categories…" : "Choose a category"}
          options={openCategories(categories.data).map((category) => ({ value: category.id, label: category.name }))}
          hint="For rows whose file names no category of yours"
          error={problems.category}
        />
        <ErrorAlert error={wallets.error ?? categories.error} />
        <div className="actions">
          <SubmitButton pending={busy}>Preview</SubmitButton>
        </div>
      </form>
      <p role="status" className="import-status">
        {previewing.isPending && "Reading the file…"}
        {committing.isPending && "Recording the rows…"}
        {notice}
      </p>
      <div ref={alertBox} tabIndex={-1} className="import-alert">
        <ErrorAlert message={alertText(error, header)} />
      </div>
      {header && header.length > 0 && lastUpload && (
        <ColumnMappingForm key={header.join("\u0000")} header={header} pending={busy} onMap={remap} />
      )}
      {preview && (
        <section aria-labelledby="preview-heading" className="import-preview">
          <h2 id="preview-heading" ref={previewHeading} tabIndex={-1}>
            Preview
          </h2>
          <p>{countsInWords(preview)}</p>
          <ImportPreviewTable preview={preview} currency={walletCurrency(preview.walletId)} />
          <div className="actions">
            <button
              type="button"
              onClick={commit}
              aria-disabled={busy || preview.counts.ready === 0 || undefined}
              aria-describedby={preview.counts.ready === 0 ? "nothing-ready" : undefined}
            >
              Import
            </button>
            <button type="button" className="button secondary" onClick={discard} aria-disabled={busy || undefined}>
              Discard
            </button>
          </div>
          {preview.counts.ready === 0 && <p id="nothing-ready">No row is ready to import.</p>}
        </section>
      )}
      {committing.data && <ImportResult result={committing.data} headingRef={resultHeading} />}
    </>
  );
}
