// Generated code. Do not modify. Run npm run gen.
import type { ErrorObject } from 'ajv';

/** Whether a value is a telemetry batch the app could have sent (schemas/telemetry/batch.schema.json); its first error when not. */
export declare const validateTelemetryBatch: ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };
