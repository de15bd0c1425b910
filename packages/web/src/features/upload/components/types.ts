/** One sheet (or the file) as the upload_metadata answer describes it. */
export interface PreviewItem {
  readonly sheet_name: string | null;
  readonly column_names: readonly string[];
  readonly column_types: readonly string[];
  readonly rows: readonly (readonly unknown[])[];
  readonly row_count: number;
}

export interface PreviewAnswer {
  readonly result: { readonly items: readonly PreviewItem[]; readonly sheet_names: readonly string[] };
}

export interface UploadAnswer {
  readonly message: string;
  readonly result: {
    readonly dataset_id: number;
    readonly table_name: string;
    readonly schema: string | null;
    readonly rows: number;
    readonly explore_url: string;
  };
}
