// The response envelope (SPEC §3) of a test request, typed loosely for assertions.
export type Envelope<T = any> = { success: boolean; data: T; message: string; code?: string; issues?: { path: string; message: string }[] };

export async function envelope<T = any>(res: Response): Promise<Envelope<T>> {
  return (await res.json()) as Envelope<T>;
}
