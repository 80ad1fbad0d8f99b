/* A poll (c?[..], c??[..]) or a peek (c?<..>, c??<..>) may name fewer
 * fields than the channel has: Spin compares and copies only those. */
mtype = { m, n }
chan s = [2] of { mtype, byte, bool }

active proctype P() {
	byte x
	do
	:: len(s) < 2 -> s!m,x,true
	:: len(s) < 2 -> s!n,x+1,false
	:: s?[m] -> s?<_,x>; s?_,_,_
	:: s??[n,2] -> s??<n,x>; s??n,_,_
	:: s?[n] && x > 2 -> break
	od
}
