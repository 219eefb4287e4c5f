/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadctl record: run a command from a cold state and save what its start read as a profile. */
#pragma once

int verb_record(int argc, char **argv);
