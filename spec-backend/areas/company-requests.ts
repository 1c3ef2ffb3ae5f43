/**
 * The company user's requests (spec 1 §7 "company variant"; spec 3 §2 Mis Requerimientos): the person's list, detail,
 * type tree and attachment under /company_user/request/…, over the company lines' types (2, 6, 7). A company user
 * reads the requests it filed.
 */
import { COMPANY_LINE_NAMES } from '../catalogue';
import type { CompanyRequestRecord } from '../company-records';
import { companyPost, forbidden, ok, type CompanyContext, type Routes } from '../kit';
import { attachmentOf, detailView, listed, typeTree } from './requests';

function myRequest({ world, companyUser, payload }: CompanyContext): CompanyRequestRecord {
  const id = payload.int('request_id');
  const is_sf = payload.optInt('is_sf', 0, 1);
  const found = world.companyRequests.find(
    (r) => r.id === id && r.companyUserId === companyUser.id && (is_sf === null || r.is_sf === is_sf),
  );
  if (!found) throw forbidden('este requerimiento');
  return found;
}

export const routes: Routes = {
  '/company_user/request/list': companyPost((c) =>
    ok(
      listed(
        c.payload,
        c.world.companyRequests.filter((r) => r.companyUserId === c.companyUser.id),
      ),
    ),
  ),

  '/company_user/request/get': companyPost((c) => ok(detailView(myRequest(c), c.companyUser.id))),

  '/company_user/request/type/tree': companyPost(() => ok(typeTree(COMPANY_LINE_NAMES))),

  '/company_user/request/file': companyPost((c) => attachmentOf(myRequest(c), c.payload.text('name'))),
};
