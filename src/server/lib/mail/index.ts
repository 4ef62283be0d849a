export { createMailer, describeMailTransport, type MailMessage, type Mailer } from './mailer';
export { listOutboxMail } from './outbox.repository';
