/**
 * Answers every /api/ request that no static file answered: the right 400/404 with a JSON error, or a 301 to the
 * canonical URL of a valid request written differently (GA vs Ga, format=CSV). Uses the route table's own checks.
 */
import { diagnoseRequest } from '../../build/routes/diagnose.ts';
import { defineHandler } from '../../build/http/handler.ts';

export default defineHandler((request) => diagnoseRequest(new URL(request.url)));
