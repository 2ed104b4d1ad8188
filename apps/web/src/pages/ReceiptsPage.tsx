import { type FormEvent, useEffect, useState } from "react";
import { openCategories, useCategories } from "../api/categories";
import { useUploadReceipt } from "../api/receipts";
import { openWallets, useWallets } from "../api/wallets";
import { usePageTitle } from "../layout/usePageTitle";
import { ErrorAlert } from "../ui/ErrorAlert";
import { InputField, SelectField } from "../ui/fields";
import { RecordedReceipt } from "./receipts/ReceiptResult";
import "./receipts/receipts.css";

/** An object URL for the chosen image while it is shown (the page's CSP allows `blob:` images). */
const usePreviewUrl = (file: File | null): string | null => {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
};

/**
 * Two pickers: "Receipt image" without `capture`, so a phone offers its camera and its gallery
 * (and a desktop its files), and "Take a photo" with `capture="environment"`, shown on touch
 * screens only, which opens the rear camera at once. `capture` alone would make some phones skip
 * the gallery, and a photo taken earlier could not be chosen.
 */
export default function ReceiptsPage() {
  usePageTitle("Receipts");
  const wallets = useWallets();
  const categories = useCategories();
  const upload = useUploadReceipt();
  const [file, setFile] = useState<File | null>(null);
  const [walletId, setWalletId] = useState("");
  const [categoryId, setCategoryId] = useState("");
  const [problems, setProblems] = useState<{ file?: string; wallet?: string; category?: string }>({});
  // A new key empties the file inputs after a receipt is recorded.
  const [pickerKey, setPickerKey] = useState(0);
  const preview = usePreviewUrl(file);

  const choose = (files: FileList | null) => {
    setFile(files?.[0] ?? null);
    setProblems((current) => ({ ...current, file: undefined }));
    upload.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      file: file ? undefined : "Choose a receipt image or take a photo",
      wallet: walletId ? undefined : "Choose the wallet that paid",
      category: categoryId ? undefined : "Choose a category for the expenses",
    };
    setProblems(found);
    if (!file || !walletId || !categoryId) return;
    upload.mutate(
      { image: file, walletId, categoryId },
      {
        onSuccess: () => {
          setFile(null);
          setPickerKey((key) => key + 1);
        },
      },
    );
  };

  return (
    <>
      <h1>Receipts</h1>
      <p>Photograph or choose a receipt: each line becomes an expense in the wallet you pick.</p>
      <form className="receipt-form" onSubmit={submit} noValidate>
        <InputField
          key={`file-${pickerKey}`}
          label="Receipt image"
          type="file"
          accept="image/*"
          onChange={(event) => choose(event.target.files)}
          hint="A PNG, JPEG or WebP photo of the whole receipt"
          error={problems.file}
        />
        <div className="camera-field">
          <InputField
            key={`camera-${pickerKey}`}
            label="Take a photo"
            type="file"
            accept="image/*"
            capture="environment"
            onChange={(event) => choose(event.target.files)}
          />
        </div>
        {preview && <img className="receipt-preview" src={preview} alt="The chosen receipt" />}
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
          hint={
            categories.data && openCategories(categories.data).length === 0
              ? "Create a category first, on Categories"
              : undefined
          }
          error={problems.category}
        />
        <ErrorAlert error={wallets.error ?? categories.error} />
        <div className="actions">
          <button type="submit" disabled={upload.isPending}>
            Upload
          </button>
        </div>
        <p role="status" className="upload-status">
          {upload.isPending && "Reading the receipt… this takes a few seconds."}
        </p>
        <ErrorAlert error={upload.error} />
      </form>
      {upload.data && <RecordedReceipt result={upload.data} />}
    </>
  );
}
