import re,sys
for f in sys.argv[1:]:
    st=dict(param=0,const=0,liveout=0,temp=0,tl=0,total=0); n=0; vals=0; cnt={}
    for line in open(f):
        m=re.match(r'allocation (\d+): size (\d+), (.*)',line)
        if m:
            n+=1; s=int(m.group(2)); r=m.group(3); st['total']+=s
            if 'parameter' in r: st['param']+=s; cnt['param']=cnt.get('param',0)+1
            if 'constant' in r: st['const']+=s; cnt['const']=cnt.get('const',0)+1
            if 'maybe-live-out' in r: st['liveout']+=s; cnt['liveout']=cnt.get('liveout',0)+1
            if 'preallocated-temp' in r: st['temp']+=s; cnt['temp']=cnt.get('temp',0)+1
            if 'thread-local' in r: st['tl']+=s; cnt['tl']=cnt.get('tl',0)+1
        elif line.startswith(' value:'): vals+=1
    print(f.split('/')[-1][:30], st, 'allocs',n, cnt, 'values',vals)
