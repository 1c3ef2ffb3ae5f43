import { graphql } from '../../gql';

/** The user's plates (flattened and sorted by the gateway, spec 2 §3). */
export const AUTOGAS_VEHICLES = graphql(`
  query AutogasVehicles {
    viewer {
      services {
        autogas {
          id
          patent
          contractNumber
        }
      }
    }
  }
`);

export const AUTOGAS_CONTRACT = graphql(`
  query AutogasContract($patent: String!, $contractNumber: String) {
    viewer {
      autogasContract(patent: $patent, contractNumber: $contractNumber) {
        contractNumber
        contractType
        contractState
        startDate
        endDate
        monthsElapsed
        monthsLeft
        downloads
        clientCode
        rut
        holderName
        address
        commune
        region
        vehicleBrand
        vehicleModel
        vehiclePatent
        chassisNumber
        durationMonths
        monthlyGoal
        totalExpected
        totalConsumed
        monthlyAverage
        consumedPercentage
        kits {
          materialCode
          description
          manualId
        }
        giftcardLiters
      }
    }
  }
`);

export const AUTOGAS_CONSUMPTION = graphql(`
  query AutogasConsumption($patent: String!, $from: String!, $to: String!) {
    viewer {
      autogasCurrentMonth(patent: $patent) {
        liters
      }
      autogasFuelLoads(patent: $patent, from: $from, to: $to) {
        day
        hour
        liters
      }
    }
  }
`);

export const AUTOGAS_GOALS = graphql(`
  query AutogasGoals($patent: String!) {
    viewer {
      autogasGoals(patent: $patent) {
        year
        month
        goal
        liters
        fulfillment
      }
    }
  }
`);

graphql(`
  fragment MaintenanceFields on Maintenance {
    noticeId
    isMaintenance
    registeredOn
    description
    scheduledDate
    scheduledTime
    workshopName
    workshopAddress
    workshopCity
    workshopRegion
    status
    cancellable
    price {
      workshopPrice
      discountPercent
      price
    }
  }
`);

export const MAINTENANCE_HISTORY = graphql(`
  query MaintenanceHistory($patent: String!, $contractNumber: String, $filter: MaintenanceFilter) {
    viewer {
      maintenanceHistory(patent: $patent, contractNumber: $contractNumber, filter: $filter) {
        ...MaintenanceFields
      }
    }
  }
`);

export const MAINTENANCE_DETAIL = graphql(`
  query MaintenanceDetail($patent: String!, $contractNumber: String, $noticeId: ID!) {
    viewer {
      maintenance(patent: $patent, contractNumber: $contractNumber, noticeId: $noticeId) {
        ...MaintenanceFields
      }
    }
  }
`);

graphql(`
  fragment SchedulingStartFields on MaintenanceScheduling {
    regions {
      code
      name
    }
    preSelectedRegion
    services {
      serviceId
      maintenanceNumber
      text
      expectedKm
    }
    # the form opens on this region: its workshops come in the same round trip
    preSelectedWorkshops {
      code
      name
      address
      city
    }
  }
`);

/**
 * Agenda de mantenciones: what is scheduled, and beside it what the scheduling form starts from (shown when nothing
 * is): one round trip, not the form's start after the agenda's answer (issue 44).
 */
export const SCHEDULED_MAINTENANCES = graphql(`
  query ScheduledMaintenances($patent: String!) {
    viewer {
      maintenanceAgenda(patent: $patent) {
        scheduled {
          ...MaintenanceFields
        }
        start {
          ...SchedulingStartFields
        }
      }
    }
  }
`);

/** The scheduling form's start read again (Reintentar). */
export const MAINTENANCE_SCHEDULING = graphql(`
  query MaintenanceScheduling($patent: String!) {
    viewer {
      maintenanceScheduling(patent: $patent) {
        ...SchedulingStartFields
      }
    }
  }
`);

export const MAINTENANCE_WORKSHOPS = graphql(`
  query MaintenanceWorkshops($regionCode: String!) {
    viewer {
      maintenanceWorkshops(regionCode: $regionCode) {
        code
        name
        address
        city
      }
    }
  }
`);

/** A workshop's slots and its referential price, in one round trip. */
export const WORKSHOP_OFFER = graphql(`
  query WorkshopOffer($patent: String!, $workshopCode: String!, $serviceId: Int!, $maintenanceNumber: Int!) {
    viewer {
      maintenanceSlots(workshopCode: $workshopCode, serviceId: $serviceId) {
        slots {
          date
          hourStart
          hourEnd
          blockId
        }
        reopensOn
      }
      maintenancePrice(patent: $patent, maintenanceNumber: $maintenanceNumber, workshopCode: $workshopCode) {
        data {
          workshopPrice
          discountPercent
          price
        }
        message
      }
    }
  }
`);

export const SCHEDULE_MAINTENANCE = graphql(`
  mutation ScheduleMaintenance($input: ScheduleMaintenanceInput!) {
    scheduleMaintenance(input: $input) {
      ok
      message
    }
  }
`);

export const CANCEL_MAINTENANCE = graphql(`
  mutation CancelMaintenance($patent: String!, $noticeId: ID!) {
    cancelMaintenance(patent: $patent, noticeId: $noticeId) {
      outcome
      message
    }
  }
`);

export const AUTOGAS_DOWNLOAD_TOKEN = graphql(`
  mutation AutogasDownloadToken {
    downloadToken
  }
`);

/**
 * The dashboard card's fields of each plate: the dashboard's own query spreads it by name (one round trip), and the
 * card, registered in this feature's area, reads it.
 */
graphql(`
  fragment AutogasCardVehicle on AutogasVehicle {
    id
    patent
    contractNumber
    summary {
      vehicleBrand
      monthlyGoal
      monthlyCurrent
      monthlyPercentage
      giftcardLiters
    }
    nextMaintenance {
      # its fields inline, without the price: the dashboard's query stays within the gateway's depth limit
      scheduled {
        noticeId
        description
        scheduledDate
        scheduledTime
        workshopName
        cancellable
      }
      suggestions {
        serviceId
        text
        expectedKm
        maintenanceNumber
      }
    }
  }
`);
