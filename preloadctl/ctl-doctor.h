/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* preloadctl doctor [APP...]: what slows program starts here, each finding with its fix. */
#pragma once

int verb_doctor(int argc, char **argv);
