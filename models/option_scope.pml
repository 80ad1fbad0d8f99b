/* Spin's scopes are { } blocks: a declaration in one option of an if or
 * do is seen by the options after it (models in the wild rely on it). */
chan c = [2] of { mtype, byte }
mtype = { raise, eoi }

active proctype Cpu() {
	do
	:: len(c) == 0 ->
		mtype sig; byte vec
		c!raise,vec
	:: len(c) > 0 ->
		c?sig,vec
		vec = vec + 1
		if
		:: vec % 2 -> bool odd = true
		:: else -> odd = false
		fi
	:: vec > 2 -> break
	od
}
