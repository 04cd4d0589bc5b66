export { createTicket } from './api/create-ticket';
export { greetingQueryOptions } from './api/greeting';
export {
  helpDeskKeys,
  type OwnTicketsPage,
  type TicketListQuery,
  ticketKeys,
} from './api/help-desk-keys';
export { ownTicketsQueryOptions } from './api/own-tickets';
export { ticketQueryOptions } from './api/ticket';
export { useSetTicketStatus } from './api/ticket-status';
export { firstTicketsPage, type TicketList, ticketsQueryOptions } from './api/tickets';
export { DeferredHelpDeskWidget } from './components/deferred-help-desk-widget';
export {
  HelpDeskConversation,
  type HelpDeskConversationProps,
} from './components/help-desk-conversation';
export type { HelpDeskWidgetProps } from './components/help-desk-widget';
export { MyTickets, type MyTicketsProps } from './components/my-tickets';
export { TicketStatusBadge } from './components/ticket-status-badge';
export { TicketsAdmin, type TicketsAdminProps } from './components/tickets-admin';
export {
  type HelpDeskPlace,
  isHelpDeskVisible,
  janusPagePath,
} from './model/help-desk-visibility';
export { savedThreadIdKey } from './model/saved-thread-id';
export { ticketStatusLabels } from './model/ticket-presentation';
