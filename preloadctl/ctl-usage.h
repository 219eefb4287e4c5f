/* SPDX-License-Identifier: LGPL-2.1-or-later */
/*
 * How much each application is used (the usage file preloadd keeps beside the profiles, usage.h),
 * added to what `list` and `status` print: the same file on every route, so read here.
 */
#pragma once

typedef struct json_object json_object;

/* Adds "usage" to each application of a list (apps[]), and "learned": the applications preloadd
 * counted launches of that no configuration names, most used first. Without a usage file,
 * nothing. */
void ctl_usage_add_to_list(json_object *list);

/* Adds "usage" to each entry of a status's "residency" whose target preloadd counted launches of
 * (by name, a path's base name, or the profile name of the program it resolves to). */
void ctl_usage_add_to_status(json_object *status);

/* "launched 5 times, last 3 h ago, score 4.20" into buf, from a "usage" object (or a "learned"
 * entry); NULL for NULL. */
const char *ctl_usage_describe(json_object *usage, char *buf, size_t size);
