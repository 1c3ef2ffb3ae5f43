/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...FormResult\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation VerifyEmail($code: String!) {\n    verifyEmail(code: $code) {\n      ...FormResult\n    }\n  }\n": typeof types.VerifyEmailDocument,
    "\n  mutation ResendVerification($email: String!) {\n    resendVerification(email: $email) {\n      ...FormResult\n    }\n  }\n": typeof types.ResendVerificationDocument,
    "\n  mutation RecoverPassword($email: String!, $company: Boolean!) {\n    recoverPassword(email: $email, company: $company) {\n      ...FormResult\n    }\n  }\n": typeof types.RecoverPasswordDocument,
    "\n  mutation ExternalLogin($code: String!, $company: Boolean!) {\n    externalLogin(code: $code, company: $company) {\n      ...SignInResult\n    }\n  }\n": typeof types.ExternalLoginDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      ...SignInResult\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation CompanyLogin($email: String!, $password: String!) {\n    companyLogin(email: $email, password: $password) {\n      ...SignInResult\n    }\n  }\n": typeof types.CompanyLoginDocument,
    "\n  query ConsentTerms {\n    consentTerms\n  }\n": typeof types.ConsentTermsDocument,
    "\n  mutation AcceptConsent {\n    acceptConsent {\n      ok\n      message\n    }\n  }\n": typeof types.AcceptConsentDocument,
    "\n  query LoginCampaign {\n    loginCampaign {\n      id\n      url\n      imageDesktop\n      imageMobile\n    }\n  }\n": typeof types.LoginCampaignDocument,
    "\n  fragment BulkOrderFields on BulkOrder {\n    orderNumber\n    createdAt\n    scheduledDate\n    scheduledTime\n    state\n    stateLabel\n    liters\n    deliveredLiters\n    amount\n    deliveredAmount\n    deliveredDate\n    address\n    commune\n    region\n    clientCode\n    truckCode\n    patent\n    driver\n    location {\n      latitude\n      longitude\n    }\n    canCancel\n    isCanceled\n    canClaim\n    hasClaim\n  }\n": typeof types.BulkOrderFieldsFragmentDoc,
    "\n  query BulkClients {\n    viewer {\n      services {\n        bulk {\n          id\n          clientCode\n          address\n          city\n          blocked\n          telemetryActive\n        }\n      }\n    }\n  }\n": typeof types.BulkClientsDocument,
    "\n  query BulkOrders($clientCode: String!, $days: Int, $orderNumber: String) {\n    viewer {\n      bulkOrders(clientCode: $clientCode, days: $days, orderNumber: $orderNumber) {\n        orders {\n          ...BulkOrderFields\n        }\n        emptyMessage\n      }\n    }\n  }\n": typeof types.BulkOrdersDocument,
    "\n  query BulkOrderDetail($orderNumber: String!) {\n    viewer {\n      bulkOrder(orderNumber: $orderNumber) {\n        ...BulkOrderFields\n      }\n      truckRefreshMinutes\n    }\n  }\n": typeof types.BulkOrderDetailDocument,
    "\n  query TruckPosition($orderNumber: String!) {\n    viewer {\n      truckPosition(orderNumber: $orderNumber) {\n        latitude\n        longitude\n      }\n    }\n  }\n": typeof types.TruckPositionDocument,
    "\n  mutation CancelBulkOrder($orderNumber: String!, $comment: String) {\n    cancelBulkOrder(orderNumber: $orderNumber, comment: $comment) {\n      outcome\n      message\n    }\n  }\n": typeof types.CancelBulkOrderDocument,
    "\n  mutation ClaimBulkOrder($orderNumber: String!, $comment: String) {\n    claimBulkOrder(orderNumber: $orderNumber, comment: $comment) {\n      outcome\n      message\n    }\n  }\n": typeof types.ClaimBulkOrderDocument,
    "\n  fragment BulkDocumentFields on BulkDocument {\n    docNumber\n    docYear\n    folioNumber\n    classDescription\n    issueDate\n    dueDate\n    value\n    lateDays\n    paymentCondition\n    paymentDate\n    clientCode\n    hasDetail\n    document {\n      pdfNumber\n      classDescription\n    }\n  }\n": typeof types.BulkDocumentFieldsFragmentDoc,
    "\n  query BulkPayments($clientCode: String!) {\n    viewer {\n      bulkPayments(clientCode: $clientCode) {\n        documents {\n          ...BulkDocumentFields\n        }\n        emptyMessage\n      }\n    }\n  }\n": typeof types.BulkPaymentsDocument,
    "\n  query BulkDebt($clientCode: String!) {\n    viewer {\n      bulkDebt(clientCode: $clientCode) {\n        items {\n          billNumber\n          docNumber\n          dueDate\n          amount\n          interest\n          collectionCost\n        }\n        emptyMessage\n      }\n    }\n  }\n": typeof types.BulkDebtDocument,
    "\n  mutation PayBulkDebt($clientCode: String!, $billNumbers: [String!]!) {\n    payBulkDebt(clientCode: $clientCode, billNumbers: $billNumbers) {\n      outcome\n      message\n      waitSeconds\n      portal {\n        ...PortalFormFields\n      }\n    }\n  }\n": typeof types.PayBulkDebtDocument,
    "\n  query BulkPrices($clientCode: String!) {\n    viewer {\n      bulkPriceChanges(clientCode: $clientCode) {\n        changes {\n          date\n          price\n        }\n        emptyMessage\n      }\n    }\n  }\n": typeof types.BulkPricesDocument,
    "\n  query BulkDocumentExists($pdfNumber: String!, $classDescription: String!) {\n    viewer {\n      bulkDocumentExists(pdfNumber: $pdfNumber, classDescription: $classDescription)\n    }\n  }\n": typeof types.BulkDocumentExistsDocument,
    "\n  mutation BulkDownloadToken {\n    downloadToken\n  }\n": typeof types.BulkDownloadTokenDocument,
    "\n  query BulkAccount($clientCode: String!, $months: Int) {\n    viewer {\n      bulkAccount(clientCode: $clientCode, months: $months) {\n        documents {\n          ...BulkDocumentFields\n        }\n        emptyMessage\n      }\n    }\n  }\n": typeof types.BulkAccountDocument,
    "\n  query BulkDocument($clientCode: String!, $docNumber: String!, $docYear: String!) {\n    viewer {\n      bulkDocument(clientCode: $clientCode, docNumber: $docNumber, docYear: $docYear) {\n        ...BulkDocumentFields\n        guide {\n          pdfNumber\n          classDescription\n        }\n        dispatchGuide\n        deliveryDate\n        quantity\n        product\n        address\n      }\n    }\n  }\n": typeof types.BulkDocumentDocument,
    "\n  query Telemetry {\n    viewer {\n      telemetry {\n        clients {\n          clientCode\n          address\n          active\n        }\n        alertsEnabled\n        alertLevel\n      }\n    }\n  }\n": typeof types.TelemetryDocument,
    "\n  mutation ActivateTelemetry($clientCode: String!) {\n    activateTelemetry(clientCode: $clientCode) {\n      ok\n      message\n    }\n  }\n": typeof types.ActivateTelemetryDocument,
    "\n  mutation SetTelemetryAlert($level: Int) {\n    setTelemetryAlert(level: $level) {\n      ok\n      message\n    }\n  }\n": typeof types.SetTelemetryAlertDocument,
    "\n  query Tanks($clientCode: String!) {\n    viewer {\n      tanks(clientCode: $clientCode) {\n        code\n        readAt\n        percentage\n        capacity\n        litersLeft\n      }\n    }\n  }\n": typeof types.TanksDocument,
    "\n  query BulkOrderingUser {\n    viewer {\n      user {\n        phone\n      }\n    }\n  }\n": typeof types.BulkOrderingUserDocument,
    "\n  query Tank($clientCode: String!, $tankCode: String!) {\n    viewer {\n      tank(clientCode: $clientCode, tankCode: $tankCode) {\n        code\n        readAt\n        percentage\n        capacity\n        litersLeft\n        emptyBy\n        averageMonthlyConsumption\n      }\n    }\n  }\n": typeof types.TankDocument,
    "\n  query TankReadings($clientCode: String!, $tankCode: String!, $from: String!, $to: String!, $lastFrom: String!, $lastTo: String!) {\n    viewer {\n      tankReadings(clientCode: $clientCode, tankCode: $tankCode, from: $from, to: $to) {\n        date\n        percentage\n        daysToEmpty\n        dailyConsumption\n      }\n      lastYear: tankReadings(clientCode: $clientCode, tankCode: $tankCode, from: $lastFrom, to: $lastTo) {\n        date\n        percentage\n      }\n    }\n  }\n": typeof types.TankReadingsDocument,
    "\n  fragment DashboardAccount on ServiceAccount {\n    id\n    clientCode\n    contractCode\n    address\n    city\n  }\n": typeof types.DashboardAccountFragmentDoc,
    "\n  fragment DashboardCompanyService on CompanyService {\n    id\n    line\n    clientCode\n    companyId\n    companyName\n    companyRut\n    address\n    city\n    regionCode\n    regionName\n    privileges\n    credit {\n      hasCredit\n      approved\n      used\n      available\n    }\n  }\n": typeof types.DashboardCompanyServiceFragmentDoc,
    "\n  query Dashboard {\n    viewer {\n      kind\n      user {\n        id\n        name\n        lastName\n        avatarUrl\n      }\n      campaigns {\n        id\n        url\n        imageDesktop\n        imageMobile\n      }\n      services {\n        meter {\n          ...DashboardAccount\n        }\n        bulk {\n          ...DashboardAccount\n        }\n        cylinder {\n          ...DashboardAccount\n        }\n        autogas {\n          id\n          patent\n          contractNumber\n        }\n      }\n      company {\n        isAdministrator\n        companies {\n          id\n          name\n          rut\n        }\n        services {\n          ...DashboardCompanyService\n        }\n      }\n    }\n  }\n": typeof types.DashboardDocument,
    "\n  query DashboardBlock(\n    $meter: Boolean! = false\n    $bulk: Boolean! = false\n    $cylinder: Boolean! = false\n    $autogas: Boolean! = false\n    $companies: Boolean! = false\n    $companyServices: Boolean! = false\n  ) {\n    viewer {\n      services {\n        meter @include(if: $meter) {\n          ...DashboardAccount\n        }\n        bulk @include(if: $bulk) {\n          ...DashboardAccount\n        }\n        cylinder @include(if: $cylinder) {\n          ...DashboardAccount\n        }\n        autogas @include(if: $autogas) {\n          id\n          patent\n          contractNumber\n        }\n      }\n      company {\n        companies @include(if: $companies) {\n          id\n          name\n          rut\n        }\n        services @include(if: $companyServices) {\n          ...DashboardCompanyService\n        }\n      }\n    }\n  }\n": typeof types.DashboardBlockDocument,
    "\n  query DemoMailbox {\n    demoMailbox {\n      id\n      to\n      subject\n      body\n      link\n      sentAt\n    }\n  }\n": typeof types.DemoMailboxDocument,
    "\n  query MeterFrame {\n    viewer {\n      services {\n        meter {\n          id\n          clientCode\n          contractCode\n          clientId\n          address\n          city\n          blocked\n        }\n      }\n    }\n  }\n": typeof types.MeterFrameDocument,
    "\n  query MeterBills($contractCode: String!, $from: String!, $to: String!) {\n    viewer {\n      meter(contractCode: $contractCode) {\n        id\n        bills(from: $from, to: $to) {\n          ticketNumber\n          docType\n          issuedOn\n          previousAmount\n          currentAmount\n          amount\n          dueOn\n          consumption\n          pdfAvailable\n        }\n      }\n    }\n  }\n": typeof types.MeterBillsDocument,
    "\n  mutation MeterDownloadToken {\n    downloadToken\n  }\n": typeof types.MeterDownloadTokenDocument,
    "\n  query MeterReadings($contractCode: String!, $clientId: Int!, $from: String!, $to: String!) {\n    viewer {\n      meter(contractCode: $contractCode) {\n        id\n        readings(from: $from, to: $to) {\n          date\n          value\n          consumption\n          status\n          month\n        }\n        readingChart {\n          month\n          consumption\n        }\n      }\n      canRequestReading(clientId: $clientId)\n    }\n  }\n": typeof types.MeterReadingsDocument,
    "\n  query MeterReadingsBlock($contractCode: String!, $from: String!, $to: String!, $table: Boolean! = false, $chart: Boolean! = false) {\n    viewer {\n      meter(contractCode: $contractCode) {\n        id\n        readings(from: $from, to: $to) @include(if: $table) {\n          date\n          value\n          consumption\n          status\n          month\n        }\n        readingChart @include(if: $chart) {\n          month\n          consumption\n        }\n      }\n    }\n  }\n": typeof types.MeterReadingsBlockDocument,
    "\n  query MeterPayments($contractCode: String!, $from: String!, $to: String!) {\n    viewer {\n      meter(contractCode: $contractCode) {\n        id\n        payments(from: $from, to: $to) {\n          billNumber\n          paidOn\n          amount\n          collector\n        }\n      }\n    }\n  }\n": typeof types.MeterPaymentsDocument,
    "\n  query MeterDebt($contractCode: String!) {\n    viewer {\n      meter(contractCode: $contractCode) {\n        id\n        debt {\n          amount\n          previousAmount\n          lastBill\n          lastPayment\n          documents {\n            billNumber\n            dueOn\n            paymentDay\n            amount\n          }\n          portal {\n            ...PortalFormFields\n          }\n        }\n      }\n    }\n  }\n": typeof types.MeterDebtDocument,
    "\n  query MeterAgreements($contractCode: String!) {\n    viewer {\n      meter(contractCode: $contractCode) {\n        id\n        agreements {\n          id\n          createdAt\n          requestId\n          currentDebt\n          downPayment\n          instalments\n          status\n          valid\n          label\n        }\n      }\n    }\n  }\n": typeof types.MeterAgreementsDocument,
    "\n  query MeterAgreement($id: ID!) {\n    viewer {\n      meterAgreement(id: $id) {\n        id\n        clientCode\n        voucher\n        createdOn\n        agreementNumber\n        instalments {\n          number\n          amount\n          interest\n          total\n          status\n        }\n      }\n    }\n  }\n": typeof types.MeterAgreementDocument,
    "\n  query MeterRates($contractCode: String!) {\n    viewer {\n      meter(contractCode: $contractCode) {\n        id\n        rates {\n          description\n          price\n          unit\n        }\n      }\n    }\n  }\n": typeof types.MeterRatesDocument,
    "\n  query MeterSimulation($contractCode: String!) {\n    viewer {\n      meter(contractCode: $contractCode) {\n        id\n        simulationAmount\n      }\n    }\n  }\n": typeof types.MeterSimulationDocument,
    "\n  query BillSubscriptions {\n    viewer {\n      user {\n        id\n        email\n      }\n      billSubscriptions {\n        id\n        clientId\n        contractCode\n        address\n        subscribed\n        category\n        documentType\n      }\n    }\n  }\n": typeof types.BillSubscriptionsDocument,
    "\n  mutation UpdateBillSubscriptions($input: [BillSubscriptionInput!]!) {\n    updateBillSubscriptions(input: $input) {\n      outcome\n      message\n      remainingContacts\n      inReview {\n        contractCode\n        address\n        requirementNumber\n        dueOn\n      }\n      inProgress {\n        contractCode\n        address\n        requirementNumber\n        dueOn\n      }\n      failed {\n        contractCode\n        address\n        requirementNumber\n        dueOn\n      }\n    }\n  }\n": typeof types.UpdateBillSubscriptionsDocument,
    "\n  query Notifications {\n    viewer {\n      unreadNotifications\n      notifications {\n        id\n        read\n        line\n        description\n        createdAt\n        target\n        path\n        url\n        form {\n          name\n          value\n        }\n      }\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  mutation MarkNotificationsRead {\n    markNotificationsRead {\n      ok\n    }\n  }\n": typeof types.MarkNotificationsReadDocument,
    "\n  mutation CheckCylinderNotifications($firstTime: Boolean!) {\n    checkCylinderNotifications(firstTime: $firstTime) {\n      ok\n    }\n  }\n": typeof types.CheckCylinderNotificationsDocument,
    "\n  query Profile {\n    viewer {\n      profile {\n        id\n        name\n        lastName\n        email\n        rut\n        phone\n        notificationCheck\n        hasSecondAccount\n        secondEmail\n      }\n    }\n  }\n": typeof types.ProfileDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...FormResult\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  fragment RequestRow on RequestSummary {\n    id\n    isSalesforce\n    createdAt\n    lineName\n    typeName\n    status\n  }\n": typeof types.RequestRowFragmentDoc,
    "\n  fragment RequestTree on RequestTreeService {\n    id\n    name\n    categories {\n      id\n      name\n      types {\n        id\n        name\n      }\n    }\n  }\n": typeof types.RequestTreeFragmentDoc,
    "\n  query Requests($filter: RequestFilter!) {\n    viewer {\n      kind\n      requests(filter: $filter) {\n        ...RequestRow\n      }\n      requestTypeTree {\n        ...RequestTree\n      }\n    }\n  }\n": typeof types.RequestsDocument,
    "\n  query RequestListBlock($filter: RequestFilter!) {\n    viewer {\n      requests(filter: $filter) {\n        ...RequestRow\n      }\n    }\n  }\n": typeof types.RequestListBlockDocument,
    "\n  query RequestTreeBlock($tree: Boolean! = false) {\n    viewer {\n      requestTypeTree @include(if: $tree) {\n        ...RequestTree\n      }\n    }\n  }\n": typeof types.RequestTreeBlockDocument,
    "\n  query RequestDetail($id: ID!, $isSalesforce: Boolean) {\n    viewer {\n      kind\n      request(id: $id, isSalesforce: $isSalesforce) {\n        id\n        isSalesforce\n        createdAt\n        term\n        status\n        lineName\n        typeName\n        patent\n        response\n        rating\n        canRate\n        fields {\n          name\n          label\n          value\n          fileName\n        }\n        agreement {\n          case\n          validUntil\n          currentDebt\n          downPayment\n          payments\n          balance\n          response\n        }\n      }\n    }\n  }\n": typeof types.RequestDetailDocument,
    "\n  mutation RateRequest($input: RatingInput!) {\n    rateRequest(input: $input) {\n      ok\n      message\n      fieldErrors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.RateRequestDocument,
    "\n  mutation CreateDownPayment($requestId: ID!) {\n    createDownPayment(requestId: $requestId) {\n      ok\n      message\n      portal {\n        ...PortalFormFields\n      }\n    }\n  }\n": typeof types.CreateDownPaymentDocument,
    "\n  mutation DownloadToken {\n    downloadToken\n  }\n": typeof types.DownloadTokenDocument,
    "\n  fragment LinkCandidate on LinkCandidate {\n    id\n    line\n    clientCode\n    contractCode\n    clientId\n    holderName\n    address\n    city\n    patents {\n      patent\n      contractNumber\n      linked\n    }\n  }\n": typeof types.LinkCandidateFragmentDoc,
    "\n  fragment LinkedAccount on ServiceAccount {\n    id\n    clientCode\n    contractCode\n    clientId\n    address\n    city\n    holderName\n  }\n": typeof types.LinkedAccountFragmentDoc,
    "\n  query LinkedAccounts {\n    viewer {\n      services {\n        meter {\n          ...LinkedAccount\n        }\n        bulk {\n          ...LinkedAccount\n        }\n        cylinder {\n          ...LinkedAccount\n        }\n        autogas {\n          id\n          patent\n          contractNumber\n          clientCode\n          clientId\n        }\n      }\n    }\n  }\n": typeof types.LinkedAccountsDocument,
    "\n  query LinkedLine($meter: Boolean! = false, $bulk: Boolean! = false, $cylinder: Boolean! = false, $autogas: Boolean! = false) {\n    viewer {\n      services {\n        meter @include(if: $meter) {\n          ...LinkedAccount\n        }\n        bulk @include(if: $bulk) {\n          ...LinkedAccount\n        }\n        cylinder @include(if: $cylinder) {\n          ...LinkedAccount\n        }\n        autogas @include(if: $autogas) {\n          id\n          patent\n          contractNumber\n          clientCode\n          clientId\n        }\n      }\n    }\n  }\n": typeof types.LinkedLineDocument,
    "\n  query LinkSuggestions($line: LinkLine!) {\n    linkSuggestions(line: $line) {\n      ...LinkCandidate\n    }\n    regions {\n      code\n      name\n      communes {\n        id\n        name\n      }\n    }\n  }\n": typeof types.LinkSuggestionsDocument,
    "\n  query StreetSuggestions($region: String!, $commune: String!, $street: String!) {\n    streetSuggestions(region: $region, commune: $commune, street: $street)\n  }\n": typeof types.StreetSuggestionsDocument,
    "\n  query SearchAccounts($line: LinkLine!, $search: AccountSearch!) {\n    searchAccounts(line: $line, search: $search) {\n      candidates {\n        ...LinkCandidate\n      }\n      message\n      fieldErrors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.SearchAccountsDocument,
    "\n  mutation LinkAccount($input: LinkInput!) {\n    linkAccount(input: $input) {\n      ...FormResult\n    }\n  }\n": typeof types.LinkAccountDocument,
    "\n  mutation UnlinkAccount($input: UnlinkInput!) {\n    unlinkAccount(input: $input) {\n      ...FormResult\n    }\n  }\n": typeof types.UnlinkAccountDocument,
    "\n  mutation RequestLinkHelp($input: HelpInput!) {\n    requestLinkHelp(input: $input) {\n      ...FormResult\n    }\n  }\n": typeof types.RequestLinkHelpDocument,
    "\n  fragment SessionFields on Session {\n    token\n    kind\n    role\n    hasConsentSalesForce\n    user {\n      id\n      name\n      lastName\n      email\n      rut\n      phone\n      avatarUrl\n      hasDebt\n      role\n    }\n  }\n": typeof types.SessionFieldsFragmentDoc,
    "\n  fragment FormResult on MutationPayload {\n    ok\n    message\n    fieldErrors {\n      field\n      message\n    }\n  }\n": typeof types.FormResultFragmentDoc,
    "\n  fragment SignInResult on LoginPayload {\n    outcome\n    message\n    session {\n      ...SessionFields\n    }\n    social {\n      name\n      lastName\n      email\n      token\n      picture\n      type\n    }\n  }\n": typeof types.SignInResultFragmentDoc,
    "\n  fragment PortalFormFields on PortalForm {\n    url\n    fields {\n      name\n      value\n    }\n  }\n": typeof types.PortalFormFieldsFragmentDoc,
    "\n  query AppConfig {\n    appConfig {\n      demo\n      flags {\n        name\n        enabled\n      }\n      maintenance\n      contact {\n        orderPhone\n        emergencyPhone\n        companyCallCentre\n        hours\n        whatsappUrl\n      }\n      links {\n        tutorial\n        chat\n        companyRegistration\n        orderTracking\n        orderingPortal\n        mapTiles\n        social {\n          name\n          url\n        }\n      }\n    }\n  }\n": typeof types.AppConfigDocument,
    "\n  query Shell {\n    viewer {\n      kind\n      user {\n        id\n        name\n        lastName\n        email\n        avatarUrl\n        hasDebt\n        role\n      }\n      hasRequests\n      unreadNotifications\n      services {\n        meter {\n          id\n        }\n        bulk {\n          id\n        }\n        cylinder {\n          id\n        }\n        autogas {\n          id\n        }\n      }\n      company {\n        isAdministrator\n        services {\n          id\n          line\n        }\n      }\n    }\n  }\n": typeof types.ShellDocument,
    "\n  query UnreadNotifications {\n    viewer {\n      unreadNotifications\n    }\n  }\n": typeof types.UnreadNotificationsDocument,
    "\n  mutation GoogleLogin($googleToken: String!) {\n    googleLogin(googleToken: $googleToken) {\n      ...SignInResult\n    }\n  }\n": typeof types.GoogleLoginDocument,
    "\n  query DemoGoogleAccounts {\n    demoGoogleAccounts {\n      email\n      name\n      token\n      registered\n    }\n  }\n": typeof types.DemoGoogleAccountsDocument,
    "\n  fragment WizardAccount on ServiceAccount {\n    id\n    clientId\n    clientCode\n    address\n    city\n  }\n": typeof types.WizardAccountFragmentDoc,
    "\n  query WizardClients($meter: Boolean!, $bulk: Boolean!, $cylinder: Boolean!, $autogas: Boolean!) {\n    viewer {\n      services {\n        meter @include(if: $meter) {\n          ...WizardAccount\n        }\n        bulk @include(if: $bulk) {\n          ...WizardAccount\n        }\n        cylinder @include(if: $cylinder) {\n          ...WizardAccount\n        }\n        autogas @include(if: $autogas) {\n          id\n          patent\n          clientId\n          clientCode\n        }\n      }\n    }\n  }\n": typeof types.WizardClientsDocument,
    "\n  query RequestCategories($line: BusinessLine!) {\n    viewer {\n      requestCategories(line: $line) {\n        disabledMessage\n        categories {\n          id\n          name\n          types {\n            id\n            name\n            description\n          }\n        }\n      }\n    }\n  }\n": typeof types.RequestCategoriesDocument,
    "\n  query RequestForm($typeId: ID!, $clientId: Int, $patent: String) {\n    viewer {\n      requestForm(typeId: $typeId, clientId: $clientId, patent: $patent) {\n        description\n        special\n        amount\n        fields {\n          name\n          label\n          element\n          type\n          options {\n            value\n            label\n          }\n          required\n          validations\n          multiple\n          hideTitle\n          placeAlone\n          value\n        }\n      }\n    }\n  }\n": typeof types.RequestFormDocument,
    "\n  query RequestTypeByCode($code: String!) {\n    viewer {\n      requestTypeByCode(code: $code) {\n        categoryId\n        typeId\n      }\n    }\n  }\n": typeof types.RequestTypeByCodeDocument,
    "\n  mutation CreateRequest($input: RequestInput!) {\n    createRequest(input: $input) {\n      ok\n      message\n      fieldErrors {\n        field\n        message\n      }\n      requestId\n    }\n  }\n": typeof types.CreateRequestDocument,
    "\n  mutation SimulateAgreement($input: RequestInput!) {\n    simulateAgreement(input: $input) {\n      ok\n      message\n      fieldErrors {\n        field\n        message\n      }\n      simulation {\n        debt\n        downPaymentPercent\n        downPayment\n        instalments\n        instalmentAmount\n        interestFree\n      }\n    }\n  }\n": typeof types.SimulateAgreementDocument,
};
const documents: Documents = {
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...FormResult\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation VerifyEmail($code: String!) {\n    verifyEmail(code: $code) {\n      ...FormResult\n    }\n  }\n": types.VerifyEmailDocument,
    "\n  mutation ResendVerification($email: String!) {\n    resendVerification(email: $email) {\n      ...FormResult\n    }\n  }\n": types.ResendVerificationDocument,
    "\n  mutation RecoverPassword($email: String!, $company: Boolean!) {\n    recoverPassword(email: $email, company: $company) {\n      ...FormResult\n    }\n  }\n": types.RecoverPasswordDocument,
    "\n  mutation ExternalLogin($code: String!, $company: Boolean!) {\n    externalLogin(code: $code, company: $company) {\n      ...SignInResult\n    }\n  }\n": types.ExternalLoginDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      ...SignInResult\n    }\n  }\n": types.LoginDocument,
    "\n  mutation CompanyLogin($email: String!, $password: String!) {\n    companyLogin(email: $email, password: $password) {\n      ...SignInResult\n    }\n  }\n": types.CompanyLoginDocument,
    "\n  query ConsentTerms {\n    consentTerms\n  }\n": types.ConsentTermsDocument,
    "\n  mutation AcceptConsent {\n    acceptConsent {\n      ok\n      message\n    }\n  }\n": types.AcceptConsentDocument,
    "\n  query LoginCampaign {\n    loginCampaign {\n      id\n      url\n      imageDesktop\n      imageMobile\n    }\n  }\n": types.LoginCampaignDocument,
    "\n  fragment BulkOrderFields on BulkOrder {\n    orderNumber\n    createdAt\n    scheduledDate\n    scheduledTime\n    state\n    stateLabel\n    liters\n    deliveredLiters\n    amount\n    deliveredAmount\n    deliveredDate\n    address\n    commune\n    region\n    clientCode\n    truckCode\n    patent\n    driver\n    location {\n      latitude\n      longitude\n    }\n    canCancel\n    isCanceled\n    canClaim\n    hasClaim\n  }\n": types.BulkOrderFieldsFragmentDoc,
    "\n  query BulkClients {\n    viewer {\n      services {\n        bulk {\n          id\n          clientCode\n          address\n          city\n          blocked\n          telemetryActive\n        }\n      }\n    }\n  }\n": types.BulkClientsDocument,
    "\n  query BulkOrders($clientCode: String!, $days: Int, $orderNumber: String) {\n    viewer {\n      bulkOrders(clientCode: $clientCode, days: $days, orderNumber: $orderNumber) {\n        orders {\n          ...BulkOrderFields\n        }\n        emptyMessage\n      }\n    }\n  }\n": types.BulkOrdersDocument,
    "\n  query BulkOrderDetail($orderNumber: String!) {\n    viewer {\n      bulkOrder(orderNumber: $orderNumber) {\n        ...BulkOrderFields\n      }\n      truckRefreshMinutes\n    }\n  }\n": types.BulkOrderDetailDocument,
    "\n  query TruckPosition($orderNumber: String!) {\n    viewer {\n      truckPosition(orderNumber: $orderNumber) {\n        latitude\n        longitude\n      }\n    }\n  }\n": types.TruckPositionDocument,
    "\n  mutation CancelBulkOrder($orderNumber: String!, $comment: String) {\n    cancelBulkOrder(orderNumber: $orderNumber, comment: $comment) {\n      outcome\n      message\n    }\n  }\n": types.CancelBulkOrderDocument,
    "\n  mutation ClaimBulkOrder($orderNumber: String!, $comment: String) {\n    claimBulkOrder(orderNumber: $orderNumber, comment: $comment) {\n      outcome\n      message\n    }\n  }\n": types.ClaimBulkOrderDocument,
    "\n  fragment BulkDocumentFields on BulkDocument {\n    docNumber\n    docYear\n    folioNumber\n    classDescription\n    issueDate\n    dueDate\n    value\n    lateDays\n    paymentCondition\n    paymentDate\n    clientCode\n    hasDetail\n    document {\n      pdfNumber\n      classDescription\n    }\n  }\n": types.BulkDocumentFieldsFragmentDoc,
    "\n  query BulkPayments($clientCode: String!) {\n    viewer {\n      bulkPayments(clientCode: $clientCode) {\n        documents {\n          ...BulkDocumentFields\n        }\n        emptyMessage\n      }\n    }\n  }\n": types.BulkPaymentsDocument,
    "\n  query BulkDebt($clientCode: String!) {\n    viewer {\n      bulkDebt(clientCode: $clientCode) {\n        items {\n          billNumber\n          docNumber\n          dueDate\n          amount\n          interest\n          collectionCost\n        }\n        emptyMessage\n      }\n    }\n  }\n": types.BulkDebtDocument,
    "\n  mutation PayBulkDebt($clientCode: String!, $billNumbers: [String!]!) {\n    payBulkDebt(clientCode: $clientCode, billNumbers: $billNumbers) {\n      outcome\n      message\n      waitSeconds\n      portal {\n        ...PortalFormFields\n      }\n    }\n  }\n": types.PayBulkDebtDocument,
    "\n  query BulkPrices($clientCode: String!) {\n    viewer {\n      bulkPriceChanges(clientCode: $clientCode) {\n        changes {\n          date\n          price\n        }\n        emptyMessage\n      }\n    }\n  }\n": types.BulkPricesDocument,
    "\n  query BulkDocumentExists($pdfNumber: String!, $classDescription: String!) {\n    viewer {\n      bulkDocumentExists(pdfNumber: $pdfNumber, classDescription: $classDescription)\n    }\n  }\n": types.BulkDocumentExistsDocument,
    "\n  mutation BulkDownloadToken {\n    downloadToken\n  }\n": types.BulkDownloadTokenDocument,
    "\n  query BulkAccount($clientCode: String!, $months: Int) {\n    viewer {\n      bulkAccount(clientCode: $clientCode, months: $months) {\n        documents {\n          ...BulkDocumentFields\n        }\n        emptyMessage\n      }\n    }\n  }\n": types.BulkAccountDocument,
    "\n  query BulkDocument($clientCode: String!, $docNumber: String!, $docYear: String!) {\n    viewer {\n      bulkDocument(clientCode: $clientCode, docNumber: $docNumber, docYear: $docYear) {\n        ...BulkDocumentFields\n        guide {\n          pdfNumber\n          classDescription\n        }\n        dispatchGuide\n        deliveryDate\n        quantity\n        product\n        address\n      }\n    }\n  }\n": types.BulkDocumentDocument,
    "\n  query Telemetry {\n    viewer {\n      telemetry {\n        clients {\n          clientCode\n          address\n          active\n        }\n        alertsEnabled\n        alertLevel\n      }\n    }\n  }\n": types.TelemetryDocument,
    "\n  mutation ActivateTelemetry($clientCode: String!) {\n    activateTelemetry(clientCode: $clientCode) {\n      ok\n      message\n    }\n  }\n": types.ActivateTelemetryDocument,
    "\n  mutation SetTelemetryAlert($level: Int) {\n    setTelemetryAlert(level: $level) {\n      ok\n      message\n    }\n  }\n": types.SetTelemetryAlertDocument,
    "\n  query Tanks($clientCode: String!) {\n    viewer {\n      tanks(clientCode: $clientCode) {\n        code\n        readAt\n        percentage\n        capacity\n        litersLeft\n      }\n    }\n  }\n": types.TanksDocument,
    "\n  query BulkOrderingUser {\n    viewer {\n      user {\n        phone\n      }\n    }\n  }\n": types.BulkOrderingUserDocument,
    "\n  query Tank($clientCode: String!, $tankCode: String!) {\n    viewer {\n      tank(clientCode: $clientCode, tankCode: $tankCode) {\n        code\n        readAt\n        percentage\n        capacity\n        litersLeft\n        emptyBy\n        averageMonthlyConsumption\n      }\n    }\n  }\n": types.TankDocument,
    "\n  query TankReadings($clientCode: String!, $tankCode: String!, $from: String!, $to: String!, $lastFrom: String!, $lastTo: String!) {\n    viewer {\n      tankReadings(clientCode: $clientCode, tankCode: $tankCode, from: $from, to: $to) {\n        date\n        percentage\n        daysToEmpty\n        dailyConsumption\n      }\n      lastYear: tankReadings(clientCode: $clientCode, tankCode: $tankCode, from: $lastFrom, to: $lastTo) {\n        date\n        percentage\n      }\n    }\n  }\n": types.TankReadingsDocument,
    "\n  fragment DashboardAccount on ServiceAccount {\n    id\n    clientCode\n    contractCode\n    address\n    city\n  }\n": types.DashboardAccountFragmentDoc,
    "\n  fragment DashboardCompanyService on CompanyService {\n    id\n    line\n    clientCode\n    companyId\n    companyName\n    companyRut\n    address\n    city\n    regionCode\n    regionName\n    privileges\n    credit {\n      hasCredit\n      approved\n      used\n      available\n    }\n  }\n": types.DashboardCompanyServiceFragmentDoc,
    "\n  query Dashboard {\n    viewer {\n      kind\n      user {\n        id\n        name\n        lastName\n        avatarUrl\n      }\n      campaigns {\n        id\n        url\n        imageDesktop\n        imageMobile\n      }\n      services {\n        meter {\n          ...DashboardAccount\n        }\n        bulk {\n          ...DashboardAccount\n        }\n        cylinder {\n          ...DashboardAccount\n        }\n        autogas {\n          id\n          patent\n          contractNumber\n        }\n      }\n      company {\n        isAdministrator\n        companies {\n          id\n          name\n          rut\n        }\n        services {\n          ...DashboardCompanyService\n        }\n      }\n    }\n  }\n": types.DashboardDocument,
    "\n  query DashboardBlock(\n    $meter: Boolean! = false\n    $bulk: Boolean! = false\n    $cylinder: Boolean! = false\n    $autogas: Boolean! = false\n    $companies: Boolean! = false\n    $companyServices: Boolean! = false\n  ) {\n    viewer {\n      services {\n        meter @include(if: $meter) {\n          ...DashboardAccount\n        }\n        bulk @include(if: $bulk) {\n          ...DashboardAccount\n        }\n        cylinder @include(if: $cylinder) {\n          ...DashboardAccount\n        }\n        autogas @include(if: $autogas) {\n          id\n          patent\n          contractNumber\n        }\n      }\n      company {\n        companies @include(if: $companies) {\n          id\n          name\n          rut\n        }\n        services @include(if: $companyServices) {\n          ...DashboardCompanyService\n        }\n      }\n    }\n  }\n": types.DashboardBlockDocument,
    "\n  query DemoMailbox {\n    demoMailbox {\n      id\n      to\n      subject\n      body\n      link\n      sentAt\n    }\n  }\n": types.DemoMailboxDocument,
    "\n  query MeterFrame {\n    viewer {\n      services {\n        meter {\n          id\n          clientCode\n          contractCode\n          clientId\n          address\n          city\n          blocked\n        }\n      }\n    }\n  }\n": types.MeterFrameDocument,
    "\n  query MeterBills($contractCode: String!, $from: String!, $to: String!) {\n    viewer {\n      meter(contractCode: $contractCode) {\n        id\n        bills(from: $from, to: $to) {\n          ticketNumber\n          docType\n          issuedOn\n          previousAmount\n          currentAmount\n          amount\n          dueOn\n          consumption\n          pdfAvailable\n        }\n      }\n    }\n  }\n": types.MeterBillsDocument,
    "\n  mutation MeterDownloadToken {\n    downloadToken\n  }\n": types.MeterDownloadTokenDocument,
    "\n  query MeterReadings($contractCode: String!, $clientId: Int!, $from: String!, $to: String!) {\n    viewer {\n      meter(contractCode: $contractCode) {\n        id\n        readings(from: $from, to: $to) {\n          date\n          value\n          consumption\n          status\n          month\n        }\n        readingChart {\n          month\n          consumption\n        }\n      }\n      canRequestReading(clientId: $clientId)\n    }\n  }\n": types.MeterReadingsDocument,
    "\n  query MeterReadingsBlock($contractCode: String!, $from: String!, $to: String!, $table: Boolean! = false, $chart: Boolean! = false) {\n    viewer {\n      meter(contractCode: $contractCode) {\n        id\n        readings(from: $from, to: $to) @include(if: $table) {\n          date\n          value\n          consumption\n          status\n          month\n        }\n        readingChart @include(if: $chart) {\n          month\n          consumption\n        }\n      }\n    }\n  }\n": types.MeterReadingsBlockDocument,
    "\n  query MeterPayments($contractCode: String!, $from: String!, $to: String!) {\n    viewer {\n      meter(contractCode: $contractCode) {\n        id\n        payments(from: $from, to: $to) {\n          billNumber\n          paidOn\n          amount\n          collector\n        }\n      }\n    }\n  }\n": types.MeterPaymentsDocument,
    "\n  query MeterDebt($contractCode: String!) {\n    viewer {\n      meter(contractCode: $contractCode) {\n        id\n        debt {\n          amount\n          previousAmount\n          lastBill\n          lastPayment\n          documents {\n            billNumber\n            dueOn\n            paymentDay\n            amount\n          }\n          portal {\n            ...PortalFormFields\n          }\n        }\n      }\n    }\n  }\n": types.MeterDebtDocument,
    "\n  query MeterAgreements($contractCode: String!) {\n    viewer {\n      meter(contractCode: $contractCode) {\n        id\n        agreements {\n          id\n          createdAt\n          requestId\n          currentDebt\n          downPayment\n          instalments\n          status\n          valid\n          label\n        }\n      }\n    }\n  }\n": types.MeterAgreementsDocument,
    "\n  query MeterAgreement($id: ID!) {\n    viewer {\n      meterAgreement(id: $id) {\n        id\n        clientCode\n        voucher\n        createdOn\n        agreementNumber\n        instalments {\n          number\n          amount\n          interest\n          total\n          status\n        }\n      }\n    }\n  }\n": types.MeterAgreementDocument,
    "\n  query MeterRates($contractCode: String!) {\n    viewer {\n      meter(contractCode: $contractCode) {\n        id\n        rates {\n          description\n          price\n          unit\n        }\n      }\n    }\n  }\n": types.MeterRatesDocument,
    "\n  query MeterSimulation($contractCode: String!) {\n    viewer {\n      meter(contractCode: $contractCode) {\n        id\n        simulationAmount\n      }\n    }\n  }\n": types.MeterSimulationDocument,
    "\n  query BillSubscriptions {\n    viewer {\n      user {\n        id\n        email\n      }\n      billSubscriptions {\n        id\n        clientId\n        contractCode\n        address\n        subscribed\n        category\n        documentType\n      }\n    }\n  }\n": types.BillSubscriptionsDocument,
    "\n  mutation UpdateBillSubscriptions($input: [BillSubscriptionInput!]!) {\n    updateBillSubscriptions(input: $input) {\n      outcome\n      message\n      remainingContacts\n      inReview {\n        contractCode\n        address\n        requirementNumber\n        dueOn\n      }\n      inProgress {\n        contractCode\n        address\n        requirementNumber\n        dueOn\n      }\n      failed {\n        contractCode\n        address\n        requirementNumber\n        dueOn\n      }\n    }\n  }\n": types.UpdateBillSubscriptionsDocument,
    "\n  query Notifications {\n    viewer {\n      unreadNotifications\n      notifications {\n        id\n        read\n        line\n        description\n        createdAt\n        target\n        path\n        url\n        form {\n          name\n          value\n        }\n      }\n    }\n  }\n": types.NotificationsDocument,
    "\n  mutation MarkNotificationsRead {\n    markNotificationsRead {\n      ok\n    }\n  }\n": types.MarkNotificationsReadDocument,
    "\n  mutation CheckCylinderNotifications($firstTime: Boolean!) {\n    checkCylinderNotifications(firstTime: $firstTime) {\n      ok\n    }\n  }\n": types.CheckCylinderNotificationsDocument,
    "\n  query Profile {\n    viewer {\n      profile {\n        id\n        name\n        lastName\n        email\n        rut\n        phone\n        notificationCheck\n        hasSecondAccount\n        secondEmail\n      }\n    }\n  }\n": types.ProfileDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...FormResult\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  fragment RequestRow on RequestSummary {\n    id\n    isSalesforce\n    createdAt\n    lineName\n    typeName\n    status\n  }\n": types.RequestRowFragmentDoc,
    "\n  fragment RequestTree on RequestTreeService {\n    id\n    name\n    categories {\n      id\n      name\n      types {\n        id\n        name\n      }\n    }\n  }\n": types.RequestTreeFragmentDoc,
    "\n  query Requests($filter: RequestFilter!) {\n    viewer {\n      kind\n      requests(filter: $filter) {\n        ...RequestRow\n      }\n      requestTypeTree {\n        ...RequestTree\n      }\n    }\n  }\n": types.RequestsDocument,
    "\n  query RequestListBlock($filter: RequestFilter!) {\n    viewer {\n      requests(filter: $filter) {\n        ...RequestRow\n      }\n    }\n  }\n": types.RequestListBlockDocument,
    "\n  query RequestTreeBlock($tree: Boolean! = false) {\n    viewer {\n      requestTypeTree @include(if: $tree) {\n        ...RequestTree\n      }\n    }\n  }\n": types.RequestTreeBlockDocument,
    "\n  query RequestDetail($id: ID!, $isSalesforce: Boolean) {\n    viewer {\n      kind\n      request(id: $id, isSalesforce: $isSalesforce) {\n        id\n        isSalesforce\n        createdAt\n        term\n        status\n        lineName\n        typeName\n        patent\n        response\n        rating\n        canRate\n        fields {\n          name\n          label\n          value\n          fileName\n        }\n        agreement {\n          case\n          validUntil\n          currentDebt\n          downPayment\n          payments\n          balance\n          response\n        }\n      }\n    }\n  }\n": types.RequestDetailDocument,
    "\n  mutation RateRequest($input: RatingInput!) {\n    rateRequest(input: $input) {\n      ok\n      message\n      fieldErrors {\n        field\n        message\n      }\n    }\n  }\n": types.RateRequestDocument,
    "\n  mutation CreateDownPayment($requestId: ID!) {\n    createDownPayment(requestId: $requestId) {\n      ok\n      message\n      portal {\n        ...PortalFormFields\n      }\n    }\n  }\n": types.CreateDownPaymentDocument,
    "\n  mutation DownloadToken {\n    downloadToken\n  }\n": types.DownloadTokenDocument,
    "\n  fragment LinkCandidate on LinkCandidate {\n    id\n    line\n    clientCode\n    contractCode\n    clientId\n    holderName\n    address\n    city\n    patents {\n      patent\n      contractNumber\n      linked\n    }\n  }\n": types.LinkCandidateFragmentDoc,
    "\n  fragment LinkedAccount on ServiceAccount {\n    id\n    clientCode\n    contractCode\n    clientId\n    address\n    city\n    holderName\n  }\n": types.LinkedAccountFragmentDoc,
    "\n  query LinkedAccounts {\n    viewer {\n      services {\n        meter {\n          ...LinkedAccount\n        }\n        bulk {\n          ...LinkedAccount\n        }\n        cylinder {\n          ...LinkedAccount\n        }\n        autogas {\n          id\n          patent\n          contractNumber\n          clientCode\n          clientId\n        }\n      }\n    }\n  }\n": types.LinkedAccountsDocument,
    "\n  query LinkedLine($meter: Boolean! = false, $bulk: Boolean! = false, $cylinder: Boolean! = false, $autogas: Boolean! = false) {\n    viewer {\n      services {\n        meter @include(if: $meter) {\n          ...LinkedAccount\n        }\n        bulk @include(if: $bulk) {\n          ...LinkedAccount\n        }\n        cylinder @include(if: $cylinder) {\n          ...LinkedAccount\n        }\n        autogas @include(if: $autogas) {\n          id\n          patent\n          contractNumber\n          clientCode\n          clientId\n        }\n      }\n    }\n  }\n": types.LinkedLineDocument,
    "\n  query LinkSuggestions($line: LinkLine!) {\n    linkSuggestions(line: $line) {\n      ...LinkCandidate\n    }\n    regions {\n      code\n      name\n      communes {\n        id\n        name\n      }\n    }\n  }\n": types.LinkSuggestionsDocument,
    "\n  query StreetSuggestions($region: String!, $commune: String!, $street: String!) {\n    streetSuggestions(region: $region, commune: $commune, street: $street)\n  }\n": types.StreetSuggestionsDocument,
    "\n  query SearchAccounts($line: LinkLine!, $search: AccountSearch!) {\n    searchAccounts(line: $line, search: $search) {\n      candidates {\n        ...LinkCandidate\n      }\n      message\n      fieldErrors {\n        field\n        message\n      }\n    }\n  }\n": types.SearchAccountsDocument,
    "\n  mutation LinkAccount($input: LinkInput!) {\n    linkAccount(input: $input) {\n      ...FormResult\n    }\n  }\n": types.LinkAccountDocument,
    "\n  mutation UnlinkAccount($input: UnlinkInput!) {\n    unlinkAccount(input: $input) {\n      ...FormResult\n    }\n  }\n": types.UnlinkAccountDocument,
    "\n  mutation RequestLinkHelp($input: HelpInput!) {\n    requestLinkHelp(input: $input) {\n      ...FormResult\n    }\n  }\n": types.RequestLinkHelpDocument,
    "\n  fragment SessionFields on Session {\n    token\n    kind\n    role\n    hasConsentSalesForce\n    user {\n      id\n      name\n      lastName\n      email\n      rut\n      phone\n      avatarUrl\n      hasDebt\n      role\n    }\n  }\n": types.SessionFieldsFragmentDoc,
    "\n  fragment FormResult on MutationPayload {\n    ok\n    message\n    fieldErrors {\n      field\n      message\n    }\n  }\n": types.FormResultFragmentDoc,
    "\n  fragment SignInResult on LoginPayload {\n    outcome\n    message\n    session {\n      ...SessionFields\n    }\n    social {\n      name\n      lastName\n      email\n      token\n      picture\n      type\n    }\n  }\n": types.SignInResultFragmentDoc,
    "\n  fragment PortalFormFields on PortalForm {\n    url\n    fields {\n      name\n      value\n    }\n  }\n": types.PortalFormFieldsFragmentDoc,
    "\n  query AppConfig {\n    appConfig {\n      demo\n      flags {\n        name\n        enabled\n      }\n      maintenance\n      contact {\n        orderPhone\n        emergencyPhone\n        companyCallCentre\n        hours\n        whatsappUrl\n      }\n      links {\n        tutorial\n        chat\n        companyRegistration\n        orderTracking\n        orderingPortal\n        mapTiles\n        social {\n          name\n          url\n        }\n      }\n    }\n  }\n": types.AppConfigDocument,
    "\n  query Shell {\n    viewer {\n      kind\n      user {\n        id\n        name\n        lastName\n        email\n        avatarUrl\n        hasDebt\n        role\n      }\n      hasRequests\n      unreadNotifications\n      services {\n        meter {\n          id\n        }\n        bulk {\n          id\n        }\n        cylinder {\n          id\n        }\n        autogas {\n          id\n        }\n      }\n      company {\n        isAdministrator\n        services {\n          id\n          line\n        }\n      }\n    }\n  }\n": types.ShellDocument,
    "\n  query UnreadNotifications {\n    viewer {\n      unreadNotifications\n    }\n  }\n": types.UnreadNotificationsDocument,
    "\n  mutation GoogleLogin($googleToken: String!) {\n    googleLogin(googleToken: $googleToken) {\n      ...SignInResult\n    }\n  }\n": types.GoogleLoginDocument,
    "\n  query DemoGoogleAccounts {\n    demoGoogleAccounts {\n      email\n      name\n      token\n      registered\n    }\n  }\n": types.DemoGoogleAccountsDocument,
    "\n  fragment WizardAccount on ServiceAccount {\n    id\n    clientId\n    clientCode\n    address\n    city\n  }\n": types.WizardAccountFragmentDoc,
    "\n  query WizardClients($meter: Boolean!, $bulk: Boolean!, $cylinder: Boolean!, $autogas: Boolean!) {\n    viewer {\n      services {\n        meter @include(if: $meter) {\n          ...WizardAccount\n        }\n        bulk @include(if: $bulk) {\n          ...WizardAccount\n        }\n        cylinder @include(if: $cylinder) {\n          ...WizardAccount\n        }\n        autogas @include(if: $autogas) {\n          id\n          patent\n          clientId\n          clientCode\n        }\n      }\n    }\n  }\n": types.WizardClientsDocument,
    "\n  query RequestCategories($line: BusinessLine!) {\n    viewer {\n      requestCategories(line: $line) {\n        disabledMessage\n        categories {\n          id\n          name\n          types {\n            id\n            name\n            description\n          }\n        }\n      }\n    }\n  }\n": types.RequestCategoriesDocument,
    "\n  query RequestForm($typeId: ID!, $clientId: Int, $patent: String) {\n    viewer {\n      requestForm(typeId: $typeId, clientId: $clientId, patent: $patent) {\n        description\n        special\n        amount\n        fields {\n          name\n          label\n          element\n          type\n          options {\n            value\n            label\n          }\n          required\n          validations\n          multiple\n          hideTitle\n          placeAlone\n          value\n        }\n      }\n    }\n  }\n": types.RequestFormDocument,
    "\n  query RequestTypeByCode($code: String!) {\n    viewer {\n      requestTypeByCode(code: $code) {\n        categoryId\n        typeId\n      }\n    }\n  }\n": types.RequestTypeByCodeDocument,
    "\n  mutation CreateRequest($input: RequestInput!) {\n    createRequest(input: $input) {\n      ok\n      message\n      fieldErrors {\n        field\n        message\n      }\n      requestId\n    }\n  }\n": types.CreateRequestDocument,
    "\n  mutation SimulateAgreement($input: RequestInput!) {\n    simulateAgreement(input: $input) {\n      ok\n      message\n      fieldErrors {\n        field\n        message\n      }\n      simulation {\n        debt\n        downPaymentPercent\n        downPayment\n        instalments\n        instalmentAmount\n        interestFree\n      }\n    }\n  }\n": types.SimulateAgreementDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...FormResult\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...FormResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($code: String!) {\n    verifyEmail(code: $code) {\n      ...FormResult\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyEmail($code: String!) {\n    verifyEmail(code: $code) {\n      ...FormResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendVerification($email: String!) {\n    resendVerification(email: $email) {\n      ...FormResult\n    }\n  }\n"): (typeof documents)["\n  mutation ResendVerification($email: String!) {\n    resendVerification(email: $email) {\n      ...FormResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecoverPassword($email: String!, $company: Boolean!) {\n    recoverPassword(email: $email, company: $company) {\n      ...FormResult\n    }\n  }\n"): (typeof documents)["\n  mutation RecoverPassword($email: String!, $company: Boolean!) {\n    recoverPassword(email: $email, company: $company) {\n      ...FormResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExternalLogin($code: String!, $company: Boolean!) {\n    externalLogin(code: $code, company: $company) {\n      ...SignInResult\n    }\n  }\n"): (typeof documents)["\n  mutation ExternalLogin($code: String!, $company: Boolean!) {\n    externalLogin(code: $code, company: $company) {\n      ...SignInResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      ...SignInResult\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      ...SignInResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompanyLogin($email: String!, $password: String!) {\n    companyLogin(email: $email, password: $password) {\n      ...SignInResult\n    }\n  }\n"): (typeof documents)["\n  mutation CompanyLogin($email: String!, $password: String!) {\n    companyLogin(email: $email, password: $password) {\n      ...SignInResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsentTerms {\n    consentTerms\n  }\n"): (typeof documents)["\n  query ConsentTerms {\n    consentTerms\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptConsent {\n    acceptConsent {\n      ok\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptConsent {\n    acceptConsent {\n      ok\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoginCampaign {\n    loginCampaign {\n      id\n      url\n      imageDesktop\n      imageMobile\n    }\n  }\n"): (typeof documents)["\n  query LoginCampaign {\n    loginCampaign {\n      id\n      url\n      imageDesktop\n      imageMobile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BulkOrderFields on BulkOrder {\n    orderNumber\n    createdAt\n    scheduledDate\n    scheduledTime\n    state\n    stateLabel\n    liters\n    deliveredLiters\n    amount\n    deliveredAmount\n    deliveredDate\n    address\n    commune\n    region\n    clientCode\n    truckCode\n    patent\n    driver\n    location {\n      latitude\n      longitude\n    }\n    canCancel\n    isCanceled\n    canClaim\n    hasClaim\n  }\n"): (typeof documents)["\n  fragment BulkOrderFields on BulkOrder {\n    orderNumber\n    createdAt\n    scheduledDate\n    scheduledTime\n    state\n    stateLabel\n    liters\n    deliveredLiters\n    amount\n    deliveredAmount\n    deliveredDate\n    address\n    commune\n    region\n    clientCode\n    truckCode\n    patent\n    driver\n    location {\n      latitude\n      longitude\n    }\n    canCancel\n    isCanceled\n    canClaim\n    hasClaim\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BulkClients {\n    viewer {\n      services {\n        bulk {\n          id\n          clientCode\n          address\n          city\n          blocked\n          telemetryActive\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query BulkClients {\n    viewer {\n      services {\n        bulk {\n          id\n          clientCode\n          address\n          city\n          blocked\n          telemetryActive\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BulkOrders($clientCode: String!, $days: Int, $orderNumber: String) {\n    viewer {\n      bulkOrders(clientCode: $clientCode, days: $days, orderNumber: $orderNumber) {\n        orders {\n          ...BulkOrderFields\n        }\n        emptyMessage\n      }\n    }\n  }\n"): (typeof documents)["\n  query BulkOrders($clientCode: String!, $days: Int, $orderNumber: String) {\n    viewer {\n      bulkOrders(clientCode: $clientCode, days: $days, orderNumber: $orderNumber) {\n        orders {\n          ...BulkOrderFields\n        }\n        emptyMessage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BulkOrderDetail($orderNumber: String!) {\n    viewer {\n      bulkOrder(orderNumber: $orderNumber) {\n        ...BulkOrderFields\n      }\n      truckRefreshMinutes\n    }\n  }\n"): (typeof documents)["\n  query BulkOrderDetail($orderNumber: String!) {\n    viewer {\n      bulkOrder(orderNumber: $orderNumber) {\n        ...BulkOrderFields\n      }\n      truckRefreshMinutes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TruckPosition($orderNumber: String!) {\n    viewer {\n      truckPosition(orderNumber: $orderNumber) {\n        latitude\n        longitude\n      }\n    }\n  }\n"): (typeof documents)["\n  query TruckPosition($orderNumber: String!) {\n    viewer {\n      truckPosition(orderNumber: $orderNumber) {\n        latitude\n        longitude\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelBulkOrder($orderNumber: String!, $comment: String) {\n    cancelBulkOrder(orderNumber: $orderNumber, comment: $comment) {\n      outcome\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation CancelBulkOrder($orderNumber: String!, $comment: String) {\n    cancelBulkOrder(orderNumber: $orderNumber, comment: $comment) {\n      outcome\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClaimBulkOrder($orderNumber: String!, $comment: String) {\n    claimBulkOrder(orderNumber: $orderNumber, comment: $comment) {\n      outcome\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ClaimBulkOrder($orderNumber: String!, $comment: String) {\n    claimBulkOrder(orderNumber: $orderNumber, comment: $comment) {\n      outcome\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BulkDocumentFields on BulkDocument {\n    docNumber\n    docYear\n    folioNumber\n    classDescription\n    issueDate\n    dueDate\n    value\n    lateDays\n    paymentCondition\n    paymentDate\n    clientCode\n    hasDetail\n    document {\n      pdfNumber\n      classDescription\n    }\n  }\n"): (typeof documents)["\n  fragment BulkDocumentFields on BulkDocument {\n    docNumber\n    docYear\n    folioNumber\n    classDescription\n    issueDate\n    dueDate\n    value\n    lateDays\n    paymentCondition\n    paymentDate\n    clientCode\n    hasDetail\n    document {\n      pdfNumber\n      classDescription\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BulkPayments($clientCode: String!) {\n    viewer {\n      bulkPayments(clientCode: $clientCode) {\n        documents {\n          ...BulkDocumentFields\n        }\n        emptyMessage\n      }\n    }\n  }\n"): (typeof documents)["\n  query BulkPayments($clientCode: String!) {\n    viewer {\n      bulkPayments(clientCode: $clientCode) {\n        documents {\n          ...BulkDocumentFields\n        }\n        emptyMessage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BulkDebt($clientCode: String!) {\n    viewer {\n      bulkDebt(clientCode: $clientCode) {\n        items {\n          billNumber\n          docNumber\n          dueDate\n          amount\n          interest\n          collectionCost\n        }\n        emptyMessage\n      }\n    }\n  }\n"): (typeof documents)["\n  query BulkDebt($clientCode: String!) {\n    viewer {\n      bulkDebt(clientCode: $clientCode) {\n        items {\n          billNumber\n          docNumber\n          dueDate\n          amount\n          interest\n          collectionCost\n        }\n        emptyMessage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayBulkDebt($clientCode: String!, $billNumbers: [String!]!) {\n    payBulkDebt(clientCode: $clientCode, billNumbers: $billNumbers) {\n      outcome\n      message\n      waitSeconds\n      portal {\n        ...PortalFormFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PayBulkDebt($clientCode: String!, $billNumbers: [String!]!) {\n    payBulkDebt(clientCode: $clientCode, billNumbers: $billNumbers) {\n      outcome\n      message\n      waitSeconds\n      portal {\n        ...PortalFormFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BulkPrices($clientCode: String!) {\n    viewer {\n      bulkPriceChanges(clientCode: $clientCode) {\n        changes {\n          date\n          price\n        }\n        emptyMessage\n      }\n    }\n  }\n"): (typeof documents)["\n  query BulkPrices($clientCode: String!) {\n    viewer {\n      bulkPriceChanges(clientCode: $clientCode) {\n        changes {\n          date\n          price\n        }\n        emptyMessage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BulkDocumentExists($pdfNumber: String!, $classDescription: String!) {\n    viewer {\n      bulkDocumentExists(pdfNumber: $pdfNumber, classDescription: $classDescription)\n    }\n  }\n"): (typeof documents)["\n  query BulkDocumentExists($pdfNumber: String!, $classDescription: String!) {\n    viewer {\n      bulkDocumentExists(pdfNumber: $pdfNumber, classDescription: $classDescription)\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BulkDownloadToken {\n    downloadToken\n  }\n"): (typeof documents)["\n  mutation BulkDownloadToken {\n    downloadToken\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BulkAccount($clientCode: String!, $months: Int) {\n    viewer {\n      bulkAccount(clientCode: $clientCode, months: $months) {\n        documents {\n          ...BulkDocumentFields\n        }\n        emptyMessage\n      }\n    }\n  }\n"): (typeof documents)["\n  query BulkAccount($clientCode: String!, $months: Int) {\n    viewer {\n      bulkAccount(clientCode: $clientCode, months: $months) {\n        documents {\n          ...BulkDocumentFields\n        }\n        emptyMessage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BulkDocument($clientCode: String!, $docNumber: String!, $docYear: String!) {\n    viewer {\n      bulkDocument(clientCode: $clientCode, docNumber: $docNumber, docYear: $docYear) {\n        ...BulkDocumentFields\n        guide {\n          pdfNumber\n          classDescription\n        }\n        dispatchGuide\n        deliveryDate\n        quantity\n        product\n        address\n      }\n    }\n  }\n"): (typeof documents)["\n  query BulkDocument($clientCode: String!, $docNumber: String!, $docYear: String!) {\n    viewer {\n      bulkDocument(clientCode: $clientCode, docNumber: $docNumber, docYear: $docYear) {\n        ...BulkDocumentFields\n        guide {\n          pdfNumber\n          classDescription\n        }\n        dispatchGuide\n        deliveryDate\n        quantity\n        product\n        address\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Telemetry {\n    viewer {\n      telemetry {\n        clients {\n          clientCode\n          address\n          active\n        }\n        alertsEnabled\n        alertLevel\n      }\n    }\n  }\n"): (typeof documents)["\n  query Telemetry {\n    viewer {\n      telemetry {\n        clients {\n          clientCode\n          address\n          active\n        }\n        alertsEnabled\n        alertLevel\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateTelemetry($clientCode: String!) {\n    activateTelemetry(clientCode: $clientCode) {\n      ok\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ActivateTelemetry($clientCode: String!) {\n    activateTelemetry(clientCode: $clientCode) {\n      ok\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTelemetryAlert($level: Int) {\n    setTelemetryAlert(level: $level) {\n      ok\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SetTelemetryAlert($level: Int) {\n    setTelemetryAlert(level: $level) {\n      ok\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Tanks($clientCode: String!) {\n    viewer {\n      tanks(clientCode: $clientCode) {\n        code\n        readAt\n        percentage\n        capacity\n        litersLeft\n      }\n    }\n  }\n"): (typeof documents)["\n  query Tanks($clientCode: String!) {\n    viewer {\n      tanks(clientCode: $clientCode) {\n        code\n        readAt\n        percentage\n        capacity\n        litersLeft\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BulkOrderingUser {\n    viewer {\n      user {\n        phone\n      }\n    }\n  }\n"): (typeof documents)["\n  query BulkOrderingUser {\n    viewer {\n      user {\n        phone\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Tank($clientCode: String!, $tankCode: String!) {\n    viewer {\n      tank(clientCode: $clientCode, tankCode: $tankCode) {\n        code\n        readAt\n        percentage\n        capacity\n        litersLeft\n        emptyBy\n        averageMonthlyConsumption\n      }\n    }\n  }\n"): (typeof documents)["\n  query Tank($clientCode: String!, $tankCode: String!) {\n    viewer {\n      tank(clientCode: $clientCode, tankCode: $tankCode) {\n        code\n        readAt\n        percentage\n        capacity\n        litersLeft\n        emptyBy\n        averageMonthlyConsumption\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TankReadings($clientCode: String!, $tankCode: String!, $from: String!, $to: String!, $lastFrom: String!, $lastTo: String!) {\n    viewer {\n      tankReadings(clientCode: $clientCode, tankCode: $tankCode, from: $from, to: $to) {\n        date\n        percentage\n        daysToEmpty\n        dailyConsumption\n      }\n      lastYear: tankReadings(clientCode: $clientCode, tankCode: $tankCode, from: $lastFrom, to: $lastTo) {\n        date\n        percentage\n      }\n    }\n  }\n"): (typeof documents)["\n  query TankReadings($clientCode: String!, $tankCode: String!, $from: String!, $to: String!, $lastFrom: String!, $lastTo: String!) {\n    viewer {\n      tankReadings(clientCode: $clientCode, tankCode: $tankCode, from: $from, to: $to) {\n        date\n        percentage\n        daysToEmpty\n        dailyConsumption\n      }\n      lastYear: tankReadings(clientCode: $clientCode, tankCode: $tankCode, from: $lastFrom, to: $lastTo) {\n        date\n        percentage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DashboardAccount on ServiceAccount {\n    id\n    clientCode\n    contractCode\n    address\n    city\n  }\n"): (typeof documents)["\n  fragment DashboardAccount on ServiceAccount {\n    id\n    clientCode\n    contractCode\n    address\n    city\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DashboardCompanyService on CompanyService {\n    id\n    line\n    clientCode\n    companyId\n    companyName\n    companyRut\n    address\n    city\n    regionCode\n    regionName\n    privileges\n    credit {\n      hasCredit\n      approved\n      used\n      available\n    }\n  }\n"): (typeof documents)["\n  fragment DashboardCompanyService on CompanyService {\n    id\n    line\n    clientCode\n    companyId\n    companyName\n    companyRut\n    address\n    city\n    regionCode\n    regionName\n    privileges\n    credit {\n      hasCredit\n      approved\n      used\n      available\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboard {\n    viewer {\n      kind\n      user {\n        id\n        name\n        lastName\n        avatarUrl\n      }\n      campaigns {\n        id\n        url\n        imageDesktop\n        imageMobile\n      }\n      services {\n        meter {\n          ...DashboardAccount\n        }\n        bulk {\n          ...DashboardAccount\n        }\n        cylinder {\n          ...DashboardAccount\n        }\n        autogas {\n          id\n          patent\n          contractNumber\n        }\n      }\n      company {\n        isAdministrator\n        companies {\n          id\n          name\n          rut\n        }\n        services {\n          ...DashboardCompanyService\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Dashboard {\n    viewer {\n      kind\n      user {\n        id\n        name\n        lastName\n        avatarUrl\n      }\n      campaigns {\n        id\n        url\n        imageDesktop\n        imageMobile\n      }\n      services {\n        meter {\n          ...DashboardAccount\n        }\n        bulk {\n          ...DashboardAccount\n        }\n        cylinder {\n          ...DashboardAccount\n        }\n        autogas {\n          id\n          patent\n          contractNumber\n        }\n      }\n      company {\n        isAdministrator\n        companies {\n          id\n          name\n          rut\n        }\n        services {\n          ...DashboardCompanyService\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardBlock(\n    $meter: Boolean! = false\n    $bulk: Boolean! = false\n    $cylinder: Boolean! = false\n    $autogas: Boolean! = false\n    $companies: Boolean! = false\n    $companyServices: Boolean! = false\n  ) {\n    viewer {\n      services {\n        meter @include(if: $meter) {\n          ...DashboardAccount\n        }\n        bulk @include(if: $bulk) {\n          ...DashboardAccount\n        }\n        cylinder @include(if: $cylinder) {\n          ...DashboardAccount\n        }\n        autogas @include(if: $autogas) {\n          id\n          patent\n          contractNumber\n        }\n      }\n      company {\n        companies @include(if: $companies) {\n          id\n          name\n          rut\n        }\n        services @include(if: $companyServices) {\n          ...DashboardCompanyService\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardBlock(\n    $meter: Boolean! = false\n    $bulk: Boolean! = false\n    $cylinder: Boolean! = false\n    $autogas: Boolean! = false\n    $companies: Boolean! = false\n    $companyServices: Boolean! = false\n  ) {\n    viewer {\n      services {\n        meter @include(if: $meter) {\n          ...DashboardAccount\n        }\n        bulk @include(if: $bulk) {\n          ...DashboardAccount\n        }\n        cylinder @include(if: $cylinder) {\n          ...DashboardAccount\n        }\n        autogas @include(if: $autogas) {\n          id\n          patent\n          contractNumber\n        }\n      }\n      company {\n        companies @include(if: $companies) {\n          id\n          name\n          rut\n        }\n        services @include(if: $companyServices) {\n          ...DashboardCompanyService\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DemoMailbox {\n    demoMailbox {\n      id\n      to\n      subject\n      body\n      link\n      sentAt\n    }\n  }\n"): (typeof documents)["\n  query DemoMailbox {\n    demoMailbox {\n      id\n      to\n      subject\n      body\n      link\n      sentAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MeterFrame {\n    viewer {\n      services {\n        meter {\n          id\n          clientCode\n          contractCode\n          clientId\n          address\n          city\n          blocked\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MeterFrame {\n    viewer {\n      services {\n        meter {\n          id\n          clientCode\n          contractCode\n          clientId\n          address\n          city\n          blocked\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MeterBills($contractCode: String!, $from: String!, $to: String!) {\n    viewer {\n      meter(contractCode: $contractCode) {\n        id\n        bills(from: $from, to: $to) {\n          ticketNumber\n          docType\n          issuedOn\n          previousAmount\n          currentAmount\n          amount\n          dueOn\n          consumption\n          pdfAvailable\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MeterBills($contractCode: String!, $from: String!, $to: String!) {\n    viewer {\n      meter(contractCode: $contractCode) {\n        id\n        bills(from: $from, to: $to) {\n          ticketNumber\n          docType\n          issuedOn\n          previousAmount\n          currentAmount\n          amount\n          dueOn\n          consumption\n          pdfAvailable\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MeterDownloadToken {\n    downloadToken\n  }\n"): (typeof documents)["\n  mutation MeterDownloadToken {\n    downloadToken\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MeterReadings($contractCode: String!, $clientId: Int!, $from: String!, $to: String!) {\n    viewer {\n      meter(contractCode: $contractCode) {\n        id\n        readings(from: $from, to: $to) {\n          date\n          value\n          consumption\n          status\n          month\n        }\n        readingChart {\n          month\n          consumption\n        }\n      }\n      canRequestReading(clientId: $clientId)\n    }\n  }\n"): (typeof documents)["\n  query MeterReadings($contractCode: String!, $clientId: Int!, $from: String!, $to: String!) {\n    viewer {\n      meter(contractCode: $contractCode) {\n        id\n        readings(from: $from, to: $to) {\n          date\n          value\n          consumption\n          status\n          month\n        }\n        readingChart {\n          month\n          consumption\n        }\n      }\n      canRequestReading(clientId: $clientId)\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MeterReadingsBlock($contractCode: String!, $from: String!, $to: String!, $table: Boolean! = false, $chart: Boolean! = false) {\n    viewer {\n      meter(contractCode: $contractCode) {\n        id\n        readings(from: $from, to: $to) @include(if: $table) {\n          date\n          value\n          consumption\n          status\n          month\n        }\n        readingChart @include(if: $chart) {\n          month\n          consumption\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MeterReadingsBlock($contractCode: String!, $from: String!, $to: String!, $table: Boolean! = false, $chart: Boolean! = false) {\n    viewer {\n      meter(contractCode: $contractCode) {\n        id\n        readings(from: $from, to: $to) @include(if: $table) {\n          date\n          value\n          consumption\n          status\n          month\n        }\n        readingChart @include(if: $chart) {\n          month\n          consumption\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MeterPayments($contractCode: String!, $from: String!, $to: String!) {\n    viewer {\n      meter(contractCode: $contractCode) {\n        id\n        payments(from: $from, to: $to) {\n          billNumber\n          paidOn\n          amount\n          collector\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MeterPayments($contractCode: String!, $from: String!, $to: String!) {\n    viewer {\n      meter(contractCode: $contractCode) {\n        id\n        payments(from: $from, to: $to) {\n          billNumber\n          paidOn\n          amount\n          collector\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MeterDebt($contractCode: String!) {\n    viewer {\n      meter(contractCode: $contractCode) {\n        id\n        debt {\n          amount\n          previousAmount\n          lastBill\n          lastPayment\n          documents {\n            billNumber\n            dueOn\n            paymentDay\n            amount\n          }\n          portal {\n            ...PortalFormFields\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MeterDebt($contractCode: String!) {\n    viewer {\n      meter(contractCode: $contractCode) {\n        id\n        debt {\n          amount\n          previousAmount\n          lastBill\n          lastPayment\n          documents {\n            billNumber\n            dueOn\n            paymentDay\n            amount\n          }\n          portal {\n            ...PortalFormFields\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MeterAgreements($contractCode: String!) {\n    viewer {\n      meter(contractCode: $contractCode) {\n        id\n        agreements {\n          id\n          createdAt\n          requestId\n          currentDebt\n          downPayment\n          instalments\n          status\n          valid\n          label\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MeterAgreements($contractCode: String!) {\n    viewer {\n      meter(contractCode: $contractCode) {\n        id\n        agreements {\n          id\n          createdAt\n          requestId\n          currentDebt\n          downPayment\n          instalments\n          status\n          valid\n          label\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MeterAgreement($id: ID!) {\n    viewer {\n      meterAgreement(id: $id) {\n        id\n        clientCode\n        voucher\n        createdOn\n        agreementNumber\n        instalments {\n          number\n          amount\n          interest\n          total\n          status\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MeterAgreement($id: ID!) {\n    viewer {\n      meterAgreement(id: $id) {\n        id\n        clientCode\n        voucher\n        createdOn\n        agreementNumber\n        instalments {\n          number\n          amount\n          interest\n          total\n          status\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MeterRates($contractCode: String!) {\n    viewer {\n      meter(contractCode: $contractCode) {\n        id\n        rates {\n          description\n          price\n          unit\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MeterRates($contractCode: String!) {\n    viewer {\n      meter(contractCode: $contractCode) {\n        id\n        rates {\n          description\n          price\n          unit\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MeterSimulation($contractCode: String!) {\n    viewer {\n      meter(contractCode: $contractCode) {\n        id\n        simulationAmount\n      }\n    }\n  }\n"): (typeof documents)["\n  query MeterSimulation($contractCode: String!) {\n    viewer {\n      meter(contractCode: $contractCode) {\n        id\n        simulationAmount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillSubscriptions {\n    viewer {\n      user {\n        id\n        email\n      }\n      billSubscriptions {\n        id\n        clientId\n        contractCode\n        address\n        subscribed\n        category\n        documentType\n      }\n    }\n  }\n"): (typeof documents)["\n  query BillSubscriptions {\n    viewer {\n      user {\n        id\n        email\n      }\n      billSubscriptions {\n        id\n        clientId\n        contractCode\n        address\n        subscribed\n        category\n        documentType\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBillSubscriptions($input: [BillSubscriptionInput!]!) {\n    updateBillSubscriptions(input: $input) {\n      outcome\n      message\n      remainingContacts\n      inReview {\n        contractCode\n        address\n        requirementNumber\n        dueOn\n      }\n      inProgress {\n        contractCode\n        address\n        requirementNumber\n        dueOn\n      }\n      failed {\n        contractCode\n        address\n        requirementNumber\n        dueOn\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBillSubscriptions($input: [BillSubscriptionInput!]!) {\n    updateBillSubscriptions(input: $input) {\n      outcome\n      message\n      remainingContacts\n      inReview {\n        contractCode\n        address\n        requirementNumber\n        dueOn\n      }\n      inProgress {\n        contractCode\n        address\n        requirementNumber\n        dueOn\n      }\n      failed {\n        contractCode\n        address\n        requirementNumber\n        dueOn\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications {\n    viewer {\n      unreadNotifications\n      notifications {\n        id\n        read\n        line\n        description\n        createdAt\n        target\n        path\n        url\n        form {\n          name\n          value\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Notifications {\n    viewer {\n      unreadNotifications\n      notifications {\n        id\n        read\n        line\n        description\n        createdAt\n        target\n        path\n        url\n        form {\n          name\n          value\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationsRead {\n    markNotificationsRead {\n      ok\n    }\n  }\n"): (typeof documents)["\n  mutation MarkNotificationsRead {\n    markNotificationsRead {\n      ok\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckCylinderNotifications($firstTime: Boolean!) {\n    checkCylinderNotifications(firstTime: $firstTime) {\n      ok\n    }\n  }\n"): (typeof documents)["\n  mutation CheckCylinderNotifications($firstTime: Boolean!) {\n    checkCylinderNotifications(firstTime: $firstTime) {\n      ok\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Profile {\n    viewer {\n      profile {\n        id\n        name\n        lastName\n        email\n        rut\n        phone\n        notificationCheck\n        hasSecondAccount\n        secondEmail\n      }\n    }\n  }\n"): (typeof documents)["\n  query Profile {\n    viewer {\n      profile {\n        id\n        name\n        lastName\n        email\n        rut\n        phone\n        notificationCheck\n        hasSecondAccount\n        secondEmail\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...FormResult\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...FormResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RequestRow on RequestSummary {\n    id\n    isSalesforce\n    createdAt\n    lineName\n    typeName\n    status\n  }\n"): (typeof documents)["\n  fragment RequestRow on RequestSummary {\n    id\n    isSalesforce\n    createdAt\n    lineName\n    typeName\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RequestTree on RequestTreeService {\n    id\n    name\n    categories {\n      id\n      name\n      types {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment RequestTree on RequestTreeService {\n    id\n    name\n    categories {\n      id\n      name\n      types {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Requests($filter: RequestFilter!) {\n    viewer {\n      kind\n      requests(filter: $filter) {\n        ...RequestRow\n      }\n      requestTypeTree {\n        ...RequestTree\n      }\n    }\n  }\n"): (typeof documents)["\n  query Requests($filter: RequestFilter!) {\n    viewer {\n      kind\n      requests(filter: $filter) {\n        ...RequestRow\n      }\n      requestTypeTree {\n        ...RequestTree\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestListBlock($filter: RequestFilter!) {\n    viewer {\n      requests(filter: $filter) {\n        ...RequestRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query RequestListBlock($filter: RequestFilter!) {\n    viewer {\n      requests(filter: $filter) {\n        ...RequestRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestTreeBlock($tree: Boolean! = false) {\n    viewer {\n      requestTypeTree @include(if: $tree) {\n        ...RequestTree\n      }\n    }\n  }\n"): (typeof documents)["\n  query RequestTreeBlock($tree: Boolean! = false) {\n    viewer {\n      requestTypeTree @include(if: $tree) {\n        ...RequestTree\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestDetail($id: ID!, $isSalesforce: Boolean) {\n    viewer {\n      kind\n      request(id: $id, isSalesforce: $isSalesforce) {\n        id\n        isSalesforce\n        createdAt\n        term\n        status\n        lineName\n        typeName\n        patent\n        response\n        rating\n        canRate\n        fields {\n          name\n          label\n          value\n          fileName\n        }\n        agreement {\n          case\n          validUntil\n          currentDebt\n          downPayment\n          payments\n          balance\n          response\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RequestDetail($id: ID!, $isSalesforce: Boolean) {\n    viewer {\n      kind\n      request(id: $id, isSalesforce: $isSalesforce) {\n        id\n        isSalesforce\n        createdAt\n        term\n        status\n        lineName\n        typeName\n        patent\n        response\n        rating\n        canRate\n        fields {\n          name\n          label\n          value\n          fileName\n        }\n        agreement {\n          case\n          validUntil\n          currentDebt\n          downPayment\n          payments\n          balance\n          response\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RateRequest($input: RatingInput!) {\n    rateRequest(input: $input) {\n      ok\n      message\n      fieldErrors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RateRequest($input: RatingInput!) {\n    rateRequest(input: $input) {\n      ok\n      message\n      fieldErrors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDownPayment($requestId: ID!) {\n    createDownPayment(requestId: $requestId) {\n      ok\n      message\n      portal {\n        ...PortalFormFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDownPayment($requestId: ID!) {\n    createDownPayment(requestId: $requestId) {\n      ok\n      message\n      portal {\n        ...PortalFormFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DownloadToken {\n    downloadToken\n  }\n"): (typeof documents)["\n  mutation DownloadToken {\n    downloadToken\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LinkCandidate on LinkCandidate {\n    id\n    line\n    clientCode\n    contractCode\n    clientId\n    holderName\n    address\n    city\n    patents {\n      patent\n      contractNumber\n      linked\n    }\n  }\n"): (typeof documents)["\n  fragment LinkCandidate on LinkCandidate {\n    id\n    line\n    clientCode\n    contractCode\n    clientId\n    holderName\n    address\n    city\n    patents {\n      patent\n      contractNumber\n      linked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LinkedAccount on ServiceAccount {\n    id\n    clientCode\n    contractCode\n    clientId\n    address\n    city\n    holderName\n  }\n"): (typeof documents)["\n  fragment LinkedAccount on ServiceAccount {\n    id\n    clientCode\n    contractCode\n    clientId\n    address\n    city\n    holderName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LinkedAccounts {\n    viewer {\n      services {\n        meter {\n          ...LinkedAccount\n        }\n        bulk {\n          ...LinkedAccount\n        }\n        cylinder {\n          ...LinkedAccount\n        }\n        autogas {\n          id\n          patent\n          contractNumber\n          clientCode\n          clientId\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LinkedAccounts {\n    viewer {\n      services {\n        meter {\n          ...LinkedAccount\n        }\n        bulk {\n          ...LinkedAccount\n        }\n        cylinder {\n          ...LinkedAccount\n        }\n        autogas {\n          id\n          patent\n          contractNumber\n          clientCode\n          clientId\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LinkedLine($meter: Boolean! = false, $bulk: Boolean! = false, $cylinder: Boolean! = false, $autogas: Boolean! = false) {\n    viewer {\n      services {\n        meter @include(if: $meter) {\n          ...LinkedAccount\n        }\n        bulk @include(if: $bulk) {\n          ...LinkedAccount\n        }\n        cylinder @include(if: $cylinder) {\n          ...LinkedAccount\n        }\n        autogas @include(if: $autogas) {\n          id\n          patent\n          contractNumber\n          clientCode\n          clientId\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LinkedLine($meter: Boolean! = false, $bulk: Boolean! = false, $cylinder: Boolean! = false, $autogas: Boolean! = false) {\n    viewer {\n      services {\n        meter @include(if: $meter) {\n          ...LinkedAccount\n        }\n        bulk @include(if: $bulk) {\n          ...LinkedAccount\n        }\n        cylinder @include(if: $cylinder) {\n          ...LinkedAccount\n        }\n        autogas @include(if: $autogas) {\n          id\n          patent\n          contractNumber\n          clientCode\n          clientId\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LinkSuggestions($line: LinkLine!) {\n    linkSuggestions(line: $line) {\n      ...LinkCandidate\n    }\n    regions {\n      code\n      name\n      communes {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query LinkSuggestions($line: LinkLine!) {\n    linkSuggestions(line: $line) {\n      ...LinkCandidate\n    }\n    regions {\n      code\n      name\n      communes {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StreetSuggestions($region: String!, $commune: String!, $street: String!) {\n    streetSuggestions(region: $region, commune: $commune, street: $street)\n  }\n"): (typeof documents)["\n  query StreetSuggestions($region: String!, $commune: String!, $street: String!) {\n    streetSuggestions(region: $region, commune: $commune, street: $street)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchAccounts($line: LinkLine!, $search: AccountSearch!) {\n    searchAccounts(line: $line, search: $search) {\n      candidates {\n        ...LinkCandidate\n      }\n      message\n      fieldErrors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchAccounts($line: LinkLine!, $search: AccountSearch!) {\n    searchAccounts(line: $line, search: $search) {\n      candidates {\n        ...LinkCandidate\n      }\n      message\n      fieldErrors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LinkAccount($input: LinkInput!) {\n    linkAccount(input: $input) {\n      ...FormResult\n    }\n  }\n"): (typeof documents)["\n  mutation LinkAccount($input: LinkInput!) {\n    linkAccount(input: $input) {\n      ...FormResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlinkAccount($input: UnlinkInput!) {\n    unlinkAccount(input: $input) {\n      ...FormResult\n    }\n  }\n"): (typeof documents)["\n  mutation UnlinkAccount($input: UnlinkInput!) {\n    unlinkAccount(input: $input) {\n      ...FormResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestLinkHelp($input: HelpInput!) {\n    requestLinkHelp(input: $input) {\n      ...FormResult\n    }\n  }\n"): (typeof documents)["\n  mutation RequestLinkHelp($input: HelpInput!) {\n    requestLinkHelp(input: $input) {\n      ...FormResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionFields on Session {\n    token\n    kind\n    role\n    hasConsentSalesForce\n    user {\n      id\n      name\n      lastName\n      email\n      rut\n      phone\n      avatarUrl\n      hasDebt\n      role\n    }\n  }\n"): (typeof documents)["\n  fragment SessionFields on Session {\n    token\n    kind\n    role\n    hasConsentSalesForce\n    user {\n      id\n      name\n      lastName\n      email\n      rut\n      phone\n      avatarUrl\n      hasDebt\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FormResult on MutationPayload {\n    ok\n    message\n    fieldErrors {\n      field\n      message\n    }\n  }\n"): (typeof documents)["\n  fragment FormResult on MutationPayload {\n    ok\n    message\n    fieldErrors {\n      field\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SignInResult on LoginPayload {\n    outcome\n    message\n    session {\n      ...SessionFields\n    }\n    social {\n      name\n      lastName\n      email\n      token\n      picture\n      type\n    }\n  }\n"): (typeof documents)["\n  fragment SignInResult on LoginPayload {\n    outcome\n    message\n    session {\n      ...SessionFields\n    }\n    social {\n      name\n      lastName\n      email\n      token\n      picture\n      type\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PortalFormFields on PortalForm {\n    url\n    fields {\n      name\n      value\n    }\n  }\n"): (typeof documents)["\n  fragment PortalFormFields on PortalForm {\n    url\n    fields {\n      name\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppConfig {\n    appConfig {\n      demo\n      flags {\n        name\n        enabled\n      }\n      maintenance\n      contact {\n        orderPhone\n        emergencyPhone\n        companyCallCentre\n        hours\n        whatsappUrl\n      }\n      links {\n        tutorial\n        chat\n        companyRegistration\n        orderTracking\n        orderingPortal\n        mapTiles\n        social {\n          name\n          url\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AppConfig {\n    appConfig {\n      demo\n      flags {\n        name\n        enabled\n      }\n      maintenance\n      contact {\n        orderPhone\n        emergencyPhone\n        companyCallCentre\n        hours\n        whatsappUrl\n      }\n      links {\n        tutorial\n        chat\n        companyRegistration\n        orderTracking\n        orderingPortal\n        mapTiles\n        social {\n          name\n          url\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Shell {\n    viewer {\n      kind\n      user {\n        id\n        name\n        lastName\n        email\n        avatarUrl\n        hasDebt\n        role\n      }\n      hasRequests\n      unreadNotifications\n      services {\n        meter {\n          id\n        }\n        bulk {\n          id\n        }\n        cylinder {\n          id\n        }\n        autogas {\n          id\n        }\n      }\n      company {\n        isAdministrator\n        services {\n          id\n          line\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Shell {\n    viewer {\n      kind\n      user {\n        id\n        name\n        lastName\n        email\n        avatarUrl\n        hasDebt\n        role\n      }\n      hasRequests\n      unreadNotifications\n      services {\n        meter {\n          id\n        }\n        bulk {\n          id\n        }\n        cylinder {\n          id\n        }\n        autogas {\n          id\n        }\n      }\n      company {\n        isAdministrator\n        services {\n          id\n          line\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadNotifications {\n    viewer {\n      unreadNotifications\n    }\n  }\n"): (typeof documents)["\n  query UnreadNotifications {\n    viewer {\n      unreadNotifications\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GoogleLogin($googleToken: String!) {\n    googleLogin(googleToken: $googleToken) {\n      ...SignInResult\n    }\n  }\n"): (typeof documents)["\n  mutation GoogleLogin($googleToken: String!) {\n    googleLogin(googleToken: $googleToken) {\n      ...SignInResult\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DemoGoogleAccounts {\n    demoGoogleAccounts {\n      email\n      name\n      token\n      registered\n    }\n  }\n"): (typeof documents)["\n  query DemoGoogleAccounts {\n    demoGoogleAccounts {\n      email\n      name\n      token\n      registered\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WizardAccount on ServiceAccount {\n    id\n    clientId\n    clientCode\n    address\n    city\n  }\n"): (typeof documents)["\n  fragment WizardAccount on ServiceAccount {\n    id\n    clientId\n    clientCode\n    address\n    city\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WizardClients($meter: Boolean!, $bulk: Boolean!, $cylinder: Boolean!, $autogas: Boolean!) {\n    viewer {\n      services {\n        meter @include(if: $meter) {\n          ...WizardAccount\n        }\n        bulk @include(if: $bulk) {\n          ...WizardAccount\n        }\n        cylinder @include(if: $cylinder) {\n          ...WizardAccount\n        }\n        autogas @include(if: $autogas) {\n          id\n          patent\n          clientId\n          clientCode\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WizardClients($meter: Boolean!, $bulk: Boolean!, $cylinder: Boolean!, $autogas: Boolean!) {\n    viewer {\n      services {\n        meter @include(if: $meter) {\n          ...WizardAccount\n        }\n        bulk @include(if: $bulk) {\n          ...WizardAccount\n        }\n        cylinder @include(if: $cylinder) {\n          ...WizardAccount\n        }\n        autogas @include(if: $autogas) {\n          id\n          patent\n          clientId\n          clientCode\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestCategories($line: BusinessLine!) {\n    viewer {\n      requestCategories(line: $line) {\n        disabledMessage\n        categories {\n          id\n          name\n          types {\n            id\n            name\n            description\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RequestCategories($line: BusinessLine!) {\n    viewer {\n      requestCategories(line: $line) {\n        disabledMessage\n        categories {\n          id\n          name\n          types {\n            id\n            name\n            description\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestForm($typeId: ID!, $clientId: Int, $patent: String) {\n    viewer {\n      requestForm(typeId: $typeId, clientId: $clientId, patent: $patent) {\n        description\n        special\n        amount\n        fields {\n          name\n          label\n          element\n          type\n          options {\n            value\n            label\n          }\n          required\n          validations\n          multiple\n          hideTitle\n          placeAlone\n          value\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RequestForm($typeId: ID!, $clientId: Int, $patent: String) {\n    viewer {\n      requestForm(typeId: $typeId, clientId: $clientId, patent: $patent) {\n        description\n        special\n        amount\n        fields {\n          name\n          label\n          element\n          type\n          options {\n            value\n            label\n          }\n          required\n          validations\n          multiple\n          hideTitle\n          placeAlone\n          value\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestTypeByCode($code: String!) {\n    viewer {\n      requestTypeByCode(code: $code) {\n        categoryId\n        typeId\n      }\n    }\n  }\n"): (typeof documents)["\n  query RequestTypeByCode($code: String!) {\n    viewer {\n      requestTypeByCode(code: $code) {\n        categoryId\n        typeId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRequest($input: RequestInput!) {\n    createRequest(input: $input) {\n      ok\n      message\n      fieldErrors {\n        field\n        message\n      }\n      requestId\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRequest($input: RequestInput!) {\n    createRequest(input: $input) {\n      ok\n      message\n      fieldErrors {\n        field\n        message\n      }\n      requestId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SimulateAgreement($input: RequestInput!) {\n    simulateAgreement(input: $input) {\n      ok\n      message\n      fieldErrors {\n        field\n        message\n      }\n      simulation {\n        debt\n        downPaymentPercent\n        downPayment\n        instalments\n        instalmentAmount\n        interestFree\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SimulateAgreement($input: RequestInput!) {\n    simulateAgreement(input: $input) {\n      ok\n      message\n      fieldErrors {\n        field\n        message\n      }\n      simulation {\n        debt\n        downPaymentPercent\n        downPayment\n        instalments\n        instalmentAmount\n        interestFree\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;