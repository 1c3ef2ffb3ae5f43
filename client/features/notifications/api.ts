import { graphql } from '../../gql';
import type { NotificationsQuery } from '../../gql/graphql';

export const NOTIFICATIONS = graphql(`
  query Notifications {
    viewer {
      unreadNotifications
      notifications {
        id
        read
        line
        description
        createdAt
        target
        path
        url
        form {
          name
          value
        }
      }
    }
  }
`);
export type NotificationItem = NonNullable<NonNullable<NotificationsQuery['viewer']>['notifications']>[number];

export const MARK_NOTIFICATIONS_READ = graphql(`
  mutation MarkNotificationsRead {
    markNotificationsRead {
      ok
    }
  }
`);

export const CHECK_CYLINDER_NOTIFICATIONS = graphql(`
  mutation CheckCylinderNotifications($firstTime: Boolean!) {
    checkCylinderNotifications(firstTime: $firstTime) {
      ok
      # the bell's count with the check's new notifications: into the cache in the same round trip
      viewer {
        unreadNotifications
      }
    }
  }
`);
