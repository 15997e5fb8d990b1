/** Outgoing mail. The sandbox keeps messages in a mailbox a person can read; a real adapter sends them. */
export type MailMessage = { to: string; subject: string; text: string };

export interface MailProvider {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}
