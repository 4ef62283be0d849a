export { createMailer, describeMailTransport, type MailLog, type MailMessage, type Mailer } from './mailer';
export { listOutboxMail } from './outbox.repository';
