/**
 * The version of the partner contract: the OpenAPI document's info.version and every event's
 * apiVersion. Within a version changes are additive (new fields, new operations, new event types,
 * which clients ignore when they do not know them); anything else is a new dated version, announced
 * ahead, with the old one kept for a notice period.
 */
export const API_VERSION = '2026-11-27';
