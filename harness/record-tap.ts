// Collects the raw worker records per session, through the pool's `onRecord` seam.
export class RecordTap {
  private readonly bySession = new Map<string, Uint8Array[]>();
  readonly onRecord = (bytes: Uint8Array, context: { session: string }): void => {
    const list = this.bySession.get(context.session) ?? [];
    list.push(new Uint8Array(bytes));
    this.bySession.set(context.session, list);
  };
  take(session: string): Uint8Array[] {
    const list = this.bySession.get(session) ?? [];
    this.bySession.delete(session);
    return list;
  }
}
