// Row of `form_submissions`: the validated field values as JSON text.
export interface FormSubmissionTable {
  id: string;
  widget_id: string;
  data: string;
  page_url: string | null;
  read_at: number | null;
  created_at: number;
}
