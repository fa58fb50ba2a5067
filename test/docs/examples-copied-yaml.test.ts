import { itPreviewsEachExampleCopied } from "./examples-copied";

/** Each example's yaml folder, copied alone, previews as its README says (examples-copied.ts). */
itPreviewsEachExampleCopied("yaml");
