import { DashboardLayout } from '@alavanca/contracts/dashboard';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../http/parse-input';
import { requireUser } from '../../http/require-user';
import type { DashboardService } from './dashboard.service';

/** `/api/dashboard`: the signed-in user's dashboard data, and their widgets' layout. */
export function registerDashboardRoutes(app: FastifyInstance, deps: { dashboard: DashboardService }): void {
  const { dashboard } = deps;

  app.get('/api/dashboard', async (request) => {
    const user = await requireUser(request);
    return dashboard.summary(user.id);
  });

  app.get('/api/dashboard/layout', async (request) => {
    const user = await requireUser(request);
    return dashboard.layout(user.id);
  });

  app.put('/api/dashboard/layout', async (request) => {
    const user = await requireUser(request);
    return dashboard.saveLayout(user.id, parseInput(DashboardLayout, request.body));
  });
}
