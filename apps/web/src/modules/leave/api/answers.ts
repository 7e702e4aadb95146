import {
  approvedRequests,
  archive,
  awayBetween,
  employeesByIds,
  getEmployee,
  pendingRequests,
  requestsByDate,
  teamsAway,
  upcomingRequests,
  userRequests,
  usersOnDate,
  userTypes,
} from '@backoffice/contract/modules/leave';

/** Every call whose answer a request's change (asked, decided, cancelled) changes. */
export const requestAnswers = [
  approvedRequests,
  upcomingRequests,
  userRequests,
  requestsByDate,
  awayBetween,
  pendingRequests,
  usersOnDate,
  archive,
  userTypes,
  getEmployee,
  employeesByIds,
  teamsAway,
];
