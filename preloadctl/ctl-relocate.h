/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadctl relocate TARGET...: the plan's files laid out one after another (relocate.h). */
#pragma once

int verb_relocate(int argc, char **argv);
