/*
 * version.h -- the runtime's version, printed by pan -v and in the report
 * header "(mcc pan VERSION -- DATE)".
 */
#ifndef RT_VERSION_H
#define RT_VERSION_H

#define RT_VERSION "0.1"
#define RT_VERSION_DATE "21 November 2026"

#endif
