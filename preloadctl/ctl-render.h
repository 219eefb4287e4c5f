/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * The one renderer of warm's, status's and a failed plan's JSON, whichever route produced it
 * (preloadd or the in-process run): warnings and errors on stderr, then a text summary or the
 * JSON itself; and the progress line of a warm.
 */
#pragma once

#include "engine.h"

typedef struct json_object json_object;

/*
 * They take warm_result_to_json(), warm_status_to_json() and warm_plan_errors_to_json() objects
 * (as preloadd sends them too) and return the exit status.
 */
int ctl_render_warm(json_object *result);
int ctl_render_status(json_object *result);
/* A decision (decide.h), as warm_decision_to_json() gives it, in two lines that start with who. */
void ctl_render_decision(const char *who, json_object *d);
/* A device model (device_model_to_json()) on the current line. */
void ctl_render_device_model(json_object *dev);
int ctl_render_plan_failed(json_object *params);

/* Draws the progress line of a warm on stderr (a terminal), over the previous one. */
void ctl_render_progress(const EngineProgress *pr);
