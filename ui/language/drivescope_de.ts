<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>DriveScope</name>
    <message>
        <location filename="../../core/bench/bandwidth/bandwidthbenchmark.cpp" line="+124"/>
        <location filename="../../core/bench/syncwrite/syncwritebenchmark.cpp" line="+60"/>
        <source>Flushing %1 after the last write failed: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/bandwidth/bandwidthconfig.cpp" line="+23"/>
        <location filename="../../core/bench/speed/speedconfig.cpp" line="+231"/>
        <location filename="../../core/bench/zone/zoneconfig.cpp" line="+119"/>
        <source>block size</source>
        <extracomment>%1 of the sentences on a transfer size (&quot;The %1 must be positive (got %2 B).&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../core/bench/blocksize/blocksizeconfig.cpp" line="+138"/>
        <location filename="../../core/bench/speed/speedconfig.cpp" line="+0"/>
        <source>one transfer</source>
        <extracomment>%4 of &quot;The %1 %2 is larger than the %3 %4 may be.&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The total must be positive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The interval must be between 0.1 s and 1 h.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The region starts at %1, not a multiple of the %2 B that direct I/O needs here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The region &apos;%1&apos; is too small for one %2 B transfer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/bandwidth/bandwidthkind.cpp" line="+22"/>
        <source>Bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reads or writes the target sequentially in large blocks, as dd does, and shows MB/s together with the device&apos;s own statistics: the request size the device really received and its queue (aqu-sz), from /sys/block.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../core/bench/zone/zonekind.cpp" line="+30"/>
        <location filename="../report/reportsections.cpp" line="+173"/>
        <source>blocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>device requests %1 kB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>MB/s is the bytes transferred over the time from the first block&apos;s start to the last one&apos;s end; the device&apos;s own MB/s, request size and queue come from /proc/diskstats.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The device&apos;s own counters were not recorded for this target, so only DriveScope&apos;s MB/s is shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <location filename="../../core/bench/speed/speedconfig.cpp" line="-133"/>
        <location filename="../pages/blocksize/blocksizechart.cpp" line="+74"/>
        <source>write</source>
        <comment>direction</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../core/bench/blocksize/blocksizekind.cpp" line="+82"/>
        <location filename="../../core/bench/speed/speedconfig.cpp" line="-1"/>
        <location filename="../pages/blocksize/blocksizechart.cpp" line="+0"/>
        <source>read</source>
        <comment>direction</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <location filename="../../core/bench/engine/benchmarkkind.cpp" line="+97"/>
        <source>Throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Transferred</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Device request size (average)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Final flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/bandwidth/requestsizecheck.cpp" line="+53"/>
        <source>The size of the requests the device received is unknown: no device statistics.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The size of the requests the device received is unknown: no device statistics (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 counted no write requests during the run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 counted no write requests during the run (without O_DIRECT the page cache answered).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 counted no read requests during the run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 counted no read requests during the run (without O_DIRECT the page cache answered).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>max_sectors_kb = %1 KiB, max_hw_sectors_kb = %2 KiB in /sys/block/%3/queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 received %2 write requests of %3 on average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 received %2 read requests of %3 on average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the kernel splits every request larger than max_sectors_kb (%1 KiB) before it reaches the device; the hardware limit max_hw_sectors_kb is %2 KiB, so as root &apos;echo %2 &gt; /sys/block/%3/queue/max_sectors_kb&apos; lets larger requests through</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the kernel splits every request larger than max_sectors_kb (%1 KiB) before it reaches the device; the hardware limit max_hw_sectors_kb is %2 KiB, so the device itself cannot take larger ones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>max_sectors_kb (%1 KiB) would allow whole blocks, but max_segments is %2: the %3 buffer is %4 memory pages of 4 KiB, each its own segment unless physically adjacent, so one request carries at most about %2 x 4 KiB = %5 (max_hw_sectors_kb = %6 KiB; /sys/block/%7/queue); other programs&apos; I/O on the same disk is counted too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>max_sectors_kb (%1 KiB) would allow whole blocks, but max_segments is %2: the %3 buffer is %4 memory pages of 4 KiB, each its own segment unless physically adjacent, so one request carries at most about %2 x 4 KiB = %5 (max_hw_sectors_kb = %6 KiB; /sys/block/%7/queue)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 allow whole blocks, so another limit split them (max_segment_size, the file&apos;s extents, a stacked device), or other programs&apos; smaller I/O on the same disk is counted too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 allow whole blocks, so another limit split them (max_segment_size, the file&apos;s extents, a stacked device)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The device received smaller requests than the %1 blocks asked for: %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The device received larger requests than the %1 blocks asked for: %2 (the kernel merged neighbouring blocks; %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The device received larger requests than the %1 blocks asked for: %2 (the kernel merged neighbouring blocks, or the page cache read ahead; %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The device received the %1 blocks as asked: %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/benchmarkregistry.cpp" line="+24"/>
        <source>Unknown benchmark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../core/bench/speed/speedkind.cpp" line="+31"/>
        <location filename="../pages/benchmarkpage.cpp" line="+548"/>
        <location filename="../report/reportsections.cpp" line="+2"/>
        <location filename="../window/comparewindow.cpp" line="+98"/>
        <source>I/Os</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/blocksize/blocksizebenchmark.cpp" line="+23"/>
        <source>%1 write</source>
        <comment>a transfer size&apos;s writes</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 read</source>
        <comment>a transfer size&apos;s reads</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+87"/>
        <location filename="../../core/bench/speed/speedbenchmark.cpp" line="+201"/>
        <source>Flushing the writes of %1 to %2 failed: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/blocksize/blocksizeconfig.cpp" line="-96"/>
        <source>&apos;%1&apos; is not a transfer size: a power of two from 512 B to 64 MiB (4KiB, 1MiB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>In &apos;%1&apos; the first size is larger than the second: smallest first (4KiB..8MiB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The sizes must go up, each once (%1 comes after %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No transfer size given (4KiB..8MiB, or 4KiB,64KiB,1MiB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+61"/>
        <source>%1 is not a transfer size: a power of two from 512 B to 64 MiB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The transfer sizes must go up, each once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>transfer size</source>
        <extracomment>%1 of the sentences on a transfer size (&quot;The %1 must be positive (got %2 B).&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 takes no transfer of 64 MiB or less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The queue depth must be from 1 to %1 (got %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 transfers of %2 in flight would need more than 1 GiB of buffers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The time per size must be between 0.01 s and one hour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The test area must be a multiple of the largest transfer, %1 (got %2 B).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../core/bench/speed/speedconfig.cpp" line="+129"/>
        <source>%1 holds %2, less than the %3 test area: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../core/bench/speed/speedconfig.cpp" line="+2"/>
        <source>choose a smaller test area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../core/bench/speed/speedconfig.cpp" line="-27"/>
        <source>%1 was opened for reading only: writes need a directory (for a scratch file) or a whole device %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../core/bench/speed/speedconfig.cpp" line="+3"/>
        <source>whose name you typed to confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>More than %1 sizes and directions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The samples kept per size must be from 0 to %1 (got %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/blocksize/blocksizekind.cpp" line="-55"/>
        <source>Transfer size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Transfer-size sweep (sequential MB/s by transfer size)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sequential reads, and writes where they lose nothing, at each transfer size from 512 B (or the drive&apos;s block size) to 64 MiB, four in flight through io_uring, over the first 256 MiB: the chart ATTO Disk Benchmark draws, and the size from which the drive reaches 95 % of its best.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../report/reportsections.cpp" line="-1"/>
        <source>transfers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <location filename="../../core/bench/speed/speedkind.cpp" line="+27"/>
        <source>the plan cannot be read back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no transfer size measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>reads reach 95 % of their best from %1 · read %2 MB/s</source>
        <extracomment>The window shows the part before &quot; · &quot; large: keep &quot; · &quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>write %1 MB/s (95 % from %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>read, write</source>
        <comment>directions</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Each transfer size streams through the test area from its start, its queue depth of transfers in flight, for the area once or its time, whichever comes first; MB/s is its bytes over the time from the first submission to the last completion. Writes send random data and are flushed, untimed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Every transfer counts in the figures; %1 of the %2 are kept as samples (the first of each size and direction).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Best read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reads at 95 % of best from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Best write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Writes at 95 % of best from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Read at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Write at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/depth/depthconfig.cpp" line="+37"/>
        <source>&apos;%1&apos; is not a queue depth from 1 to %2 (nor A..B, the powers of two between).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In &apos;%1&apos; the first depth is larger than the second.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The depths must go up, each once (%1 comes after %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+19"/>
        <source>No queue depth given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../core/bench/seek/seekconfig.cpp" line="+33"/>
        <source>The queue depth must be between 1 and %1 (got %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The depths must go up, each once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The time per depth must be between 0.01 s and one hour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The reads per depth must be between 1 and %1 (got %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../../core/bench/seek/seekconfig.cpp" line="+20"/>
        <source>read size</source>
        <extracomment>%1 of the sentences on a transfer size (&quot;The %1 must be positive (got %2 B).&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../core/bench/zone/zoneconfig.cpp" line="+0"/>
        <source>one read</source>
        <extracomment>%4 of &quot;The %1 %2 is larger than the %3 %4 may be.&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 reads of %2 in flight would need more than 1 GiB of buffers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../../core/bench/seek/seekconfig.cpp" line="+28"/>
        <source>The region &apos;%1&apos; is too small for one %2 read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/depth/depthkind.cpp" line="+23"/>
        <location filename="../pages/blocksize/blocksizeform.cpp" line="+58"/>
        <location filename="../pages/seek/seekform.cpp" line="+131"/>
        <location filename="../report/reportsections.cpp" line="-93"/>
        <source>Queue depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queue depth sweep (IOPS and latency)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Random reads (4 KiB unless set) at queue depths from 1 upwards through io_uring: IOPS and the latency percentiles against depth, with the knee where more depth stops adding IOPS and only adds waiting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../core/bench/seek/seekkind.cpp" line="+33"/>
        <location filename="../charts/latencyhistogramchart.cpp" line="+25"/>
        <location filename="../report/reportsections.cpp" line="+90"/>
        <source>reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>no depth measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>best %1 IOPS at QD%2 · knee QD%3</source>
        <extracomment>The window shows the part before &quot; · &quot; large: keep &quot; · &quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>p99 ×2 from QD%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 · QD %2–%3</source>
        <extracomment>key figures of a depth sweep: read size, then the queue depths from and to</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+82"/>
        <source>Throughput at the best depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-79"/>
        <source>Reads per second at the best depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>At each depth that many reads are kept in flight; IOPS are its reads over the time from the first submission to the last completion, each latency from submission to completion. The knee is where the plateau starts: the smallest depth with 80 % of the best IOPS that no deeper depth beats by 10 % per doubling of depth.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Best IOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Knee (plateau start)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>p99 twice the first depth&apos;s from</source>
        <extracomment>a figure&apos;s name, its value a queue depth follows (&quot;… from QD16&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>IOPS at QD%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>p99 at QD%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/engine/benchmarkkind.cpp" line="-5"/>
        <source>%1 per second</source>
        <extracomment>%1: what the benchmark&apos;s I/Os are called, capitalised (&quot;Reads&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Average (avg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../core/bench/zone/zonekind.cpp" line="+148"/>
        <location filename="../charts/timelinechart.cpp" line="+25"/>
        <location filename="../report/reportsections.cpp" line="-26"/>
        <source>Mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../report/reportsections.cpp" line="+0"/>
        <source>Median</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>90th percentile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>99th percentile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>99.9th percentile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standard deviation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../core/bench/zone/zonekind.cpp" line="-1"/>
        <source>Minimum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../core/bench/zone/zonekind.cpp" line="-1"/>
        <location filename="../charts/timelinechart.cpp" line="-1"/>
        <source>Maximum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <source>no I/O counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>mean %1 · p99 %2 · %3 %4/s</source>
        <extracomment>The window shows the part before &quot; · &quot; large: keep &quot; · &quot;. %3 %4/s: &quot;120 reads/s&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Each latency is the time from submitting one I/O to its completion (CLOCK_MONOTONIC). Percentiles are nearest-rank over every counted I/O; the standard deviation is the population one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/engine/benchrunner.cpp" line="+121"/>
        <source>Cannot start worker %1 of %2: %3 (a limit on threads or memory: ulimit -u or -v, or a cgroup&apos;s); nothing was measured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Worker %1 ran out of memory (a limit on memory: ulimit -v, or a cgroup&apos;s); the run ends with what was measured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/engine/iorecord.cpp" line="+30"/>
        <source>A worker kept %1 I/Os, as many as the memory this machine can spare holds (at most half of what is available); the run stops here. Ask for fewer I/Os or fewer workers to measure them all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The run measured more than the %1 I/Os one worker can keep; it stops here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Writing %1%2 at offset %3 of %4 failed: %5.</source>
        <extracomment>%1 the size, %2 how it was written (&quot; (O_DIRECT|O_DSYNC)&quot;, often empty), %3 the offset in bytes, %4 the target, %5 the system&apos;s reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reading %1%2 at offset %3 of %4 failed: %5.</source>
        <extracomment>%1 the size, %2 how it was read (often empty), %3 the offset in bytes, %4 the target, %5 the system&apos;s reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Short write at offset %1 of %2: %3 of %4 bytes written (is the device full, or did it shrink or disappear?).</source>
        <extracomment>%1 the offset in bytes, %2 the target, %3 of %4 bytes: how many of how many asked for</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Short read at offset %1 of %2: %3 of %4 bytes read (did the device shrink or disappear?).</source>
        <extracomment>%1 the offset in bytes, %2 the target, %3 of %4 bytes: how many of how many asked for</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/engine/plausibility.cpp" line="+31"/>
        <source>the host&apos;s page cache answered (the run went through it, without O_DIRECT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the drive&apos;s write cache took the writes faster than the link can carry them, or the data never left the host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the host&apos;s page cache or the drive&apos;s RAM cache answered, or the data was never read (a compressing or deduplicating device)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the run&apos;s throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 MB/s (%2) is faster than %3 can carry (%4 MB/s): %5.</source>
        <extracomment>%2 which figure (&quot;the run&apos;s throughput&quot;, a figure&apos;s name), %3 the link (&quot;USB 2.0&quot;), %5 the likely cause</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Random reads averaged %1 ms on a disk that says it spins, faster than any spinning disk answers them (half a revolution alone is 2 ms at 15,000 rpm): a cache answered (the drive&apos;s, the host&apos;s page cache, or the host&apos;s disk under a virtual one).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The file is on %1, a network or FUSE file system: the figures include the network or the file system&apos;s process and the server&apos;s caches, not only a drive.</source>
        <extracomment>%1 the file system&apos;s type (&quot;nfs4&quot;, &quot;cifs&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/engine/queuedloop.cpp" line="+97"/>
        <source>The kernel refused the queued I/Os on %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Waiting for I/O on %1 failed: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/engine/region.cpp" line="+20"/>
        <source>&apos;%1&apos; is not a percentage between 0% and 100%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Region &apos;%1&apos; is not understood; use all, first:SIZE, last:SIZE or START:LENGTH.</source>
        <extracomment>all, first:SIZE, last:SIZE and START:LENGTH are what to type: keep them as they are</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+11"/>
        <location line="+10"/>
        <source>Region &apos;%1&apos;: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Region &apos;%1&apos; is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Region &apos;%1&apos; (bytes %2 to %3) lies outside the target, which is %4 bytes (%5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <location filename="../../core/bench/seek/seekkind.cpp" line="+147"/>
        <location filename="../pages/bandwidth/bandwidthform.cpp" line="+44"/>
        <location filename="../pages/depth/depthform.cpp" line="+41"/>
        <location filename="../pages/zone/zoneform.cpp" line="+41"/>
        <source>whole target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>first %1</source>
        <extracomment>a region: %1 bytes at the start of the target, as typed (&quot;2GiB&quot;, &quot;10%&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>last %1</source>
        <extracomment>a region: %1 bytes at the end of the target, as typed (&quot;2GiB&quot;, &quot;10%&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>to the end at %1</source>
        <extracomment>a region: from %1, as typed (&quot;1GiB&quot;, &quot;50%&quot;), to the end of the target</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 at %2</source>
        <extracomment>a region: %1 bytes from %2, each as typed (&quot;2GiB at 1GiB&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/engine/transfersize.cpp" line="+24"/>
        <source>The %1 must be positive (got %2 B).</source>
        <extracomment>%1 names the size (&quot;read size&quot;, &quot;block size&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 %2 B is not a multiple of the target&apos;s logical block size (%3 B).</source>
        <extracomment>%1 names the size (&quot;read size&quot;, &quot;block size&quot;), %2 its value</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The %1 %2 B is not a multiple of the %3 B that direct I/O needs here.</source>
        <extracomment>%1 names the size (&quot;read size&quot;, &quot;block size&quot;), %2 its value</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The %1 %2 is larger than the %3 %4 may be.</source>
        <extracomment>%1 names the size (&quot;read size&quot;), %2 its value, %3 the largest it may be, %4 what that bounds (&quot;one read&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/seek/accesstime.cpp" line="+20"/>
        <source>the target&apos;s size is not known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it needs one reader at queue depth 1 (with several reads in flight the drive chooses their order, and a read no longer waits one revolution at most)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/seek/seekconfig.cpp" line="-58"/>
        <source>The read count must be at least 1 (got %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The read count %1 is more than the %2 reads per worker DriveScope can keep.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The number of workers must be between 1 and 256 (got %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Queue depth %1 × %2 workers would keep %3 reads in flight; at most %4 can be.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The read size must be positive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a seek read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 buffers of %2 (workers × queue depth) would take %3; together they may take at most %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The alignment %1 B is not a multiple of the target&apos;s block size (%2 B).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Alternating placement needs at least two regions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Per-worker placement gives each worker one region, but %1 regions have only %2 workers; use at least %1 workers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/seek/seekkind.cpp" line="-155"/>
        <source>Seek</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seek (random reads)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reads one block at a time at random offsets and times each read. On a spinning disk the histogram&apos;s spread is the seek plus up to one revolution of waiting; on a solid-state drive it is the controller&apos;s latency. Several readers on outer and inner regions show how the head shares its time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>no read counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>mean access %1 · %2 reads/s · p99 %3</source>
        <extracomment>The window shows the part before &quot; · &quot; large: keep &quot; · &quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Rotation (estimated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Revolution (estimated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rotation (drive reports)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Track-to-track seek (estimated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average seek (estimated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full-stroke seek (estimated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>random</source>
        <comment>placement of a seek run&apos;s reads over its regions</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>alternate</source>
        <comment>placement of a seek run&apos;s reads over its regions</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>per-worker</source>
        <comment>placement of a seek run&apos;s reads over its regions</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 × %2 reader · %3</source>
        <extracomment>key figures of a seek run: read size × readers · regions (&quot;4 KiB × 1 reader · whole target&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 × %2 readers · %3</source>
        <extracomment>key figures of a seek run: read size × readers · regions (&quot;4 KiB × 2 readers · first 2GB + last 2GB&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/speed/speedconfig.cpp" line="-153"/>
        <source>&apos;%1&apos; is not a test: write SEQ or RND, the block size (4K, 128K, 1M), a space, then Q&lt;depth&gt;T&lt;threads&gt;, as in &apos;RND4K Q32T1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&apos;%1&apos;: the block size must be from 4K to 64M.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;%1&apos;: the queue depth must be from 1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;%1&apos;: the threads must be from 1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;%1&apos;: %2 I/Os in flight is more than the 65536 the kernel&apos;s io_uring allows one process here (depth × threads).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>mix</source>
        <comment>direction: reads and writes mixed</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no profile &apos;%1&apos;: the profiles are %2 (or %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>list the tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&apos;%1&apos; is listed twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No test given: list them as &apos;SEQ1M Q8T1,RND4K Q32T1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The mix must be from 0 to 100 % reads (got %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing to measure: neither reads nor writes nor a mix.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The runs of each test must be from 1 to %1 (got %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The time of each run must be between 0.01 s and one hour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 tests × %2 directions × %3 runs is more than %4 runs in all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The test area must be a positive multiple of the %1 B block (got %2 B).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 needs more than the %2 test area.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 would need more than 1 GiB of buffers (block × depth × threads).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The samples kept per thread must be from 0 to 1000000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/speed/speedkind.cpp" line="-34"/>
        <source>Speed grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed grid (sequential and random, by queue depth)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The grid SSD owners know from CrystalDiskMark and KDiskMark: SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1 and RND4K Q1T1 (or the NVMe profile), each read and write for a few seconds, several times; the median of the runs and the best, in MB/s, IOPS and latency.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <source>no test measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Each test keeps its queue depth of I/Os in flight on each of its threads for the run&apos;s time; MB/s and IOPS are its I/Os over the time from the first submission to the last completion, the median of the runs and the best. Writes send random data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Every I/O counts in the figures; %1 of the %2 are kept as samples (capped: the first of each thread and run).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 runs × %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+62"/>
        <source>%1 mean</source>
        <extracomment>a speed grid figure: the test and direction (&quot;SEQ1M Q8T1 read&quot;), then &quot;mean&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 best</source>
        <extracomment>a speed grid figure: the test and direction (&quot;SEQ1M Q8T1 read&quot;), then its best run</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/syncwrite/syncmode.cpp" line="+38"/>
        <source>none</source>
        <comment>sync mode: buffered writes, no sync</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>O_DIRECT write + fdatasync</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O_DIRECT write + fsync</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buffered write, no sync</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+52"/>
        <source>&apos;%1&apos; is not a sync mode; use osync, odsync, fdatasync, fsync, none or all.</source>
        <extracomment>keep osync, odsync, fdatasync, fsync, none and all: what --sync takes</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No sync mode given; use osync, odsync, fdatasync, fsync, none or all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/syncwrite/syncwriteconfig.cpp" line="+49"/>
        <source>The write count must be at least 1 (got %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The write count must be at most %1 (got %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The write size must be positive (got %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The write size %1 is larger than the 64 MiB a sync write may be.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The start offset must not be negative (got %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The write size %1 B is not a multiple of the %2 B that direct I/O needs on %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The start offset %1 is not a multiple of the %2 B that direct I/O needs on %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 writes of %2 from offset %3 end at byte %4, past the end of %5 (%6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/syncwrite/syncwritekind.cpp" line="+21"/>
        <source>Sync write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Writes small blocks with O_DIRECT and makes each durable (O_SYNC, O_DSYNC or fdatasync) before the next. With the drive&apos;s write cache on, a write returns when the cache has it; with it off, a disk waits about one revolution per write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../report/reportsections.cpp" line="+27"/>
        <source>writes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>no write counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>mean %1 per write · %2%3 · p99 %4 · %5 writes/s</source>
        <extracomment>The window shows the part before the first &quot; · &quot; large: keep &quot; · &quot;. %3 is empty or &quot; · cache on&quot; / &quot; · cache off&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 writes · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rotation (from writes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+60"/>
        <source>cache on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cache off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>unknown write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/zone/zonebenchmark.cpp" line="+113"/>
        <source>Flushing %1 after the sweep&apos;s writes failed: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/zone/zoneconfig.cpp" line="-3"/>
        <source>The number of points must be between 1 and %1 (got %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The bytes per point (%1 B) must be a positive multiple of the block size (%2 B).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Preserving writes keep a point&apos;s bytes in memory, so %1 may be at most %2 (got %3).</source>
        <extracomment>%1 names the setting: the window&apos;s field &quot;Bytes per point&quot; (or the CLI&apos;s option)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../pages/zone/zoneform.cpp" line="+21"/>
        <location line="+63"/>
        <location filename="../report/reportsections.cpp" line="-92"/>
        <source>Bytes per point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The region &apos;%1&apos; (%2) is smaller than the %3 to read at each point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/bench/zone/zonekind.cpp" line="-153"/>
        <source>Zone sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reads the target sequentially at evenly spaced points from the first to the last gigabyte and charts MB/s against offset. A spinning disk is fastest at its outer edge and loses up to half towards the inner tracks; a flat line is a solid-state drive, or a cache.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>the sweep&apos;s plan cannot be read back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no complete point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Each point&apos;s MB/s is its bytes over the time from its first block&apos;s start to its last block&apos;s end; the drop compares the first and last tenth of the points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+46"/>
        <location filename="../pages/zone/zonechart.cpp" line="+172"/>
        <source>max %1 · min %2 · mean %3 MB/s</source>
        <extracomment>key figures of a zone sweep, in MB/s</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>drop %1 %</source>
        <extracomment>how much slower the inner tenth of a disk is than the outer, in percent</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>mean %1 MB/s</source>
        <extracomment>a zone sweep&apos;s headline, which the window shows large: its mean throughput</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>drop %1 % outer → inner</source>
        <extracomment>how much slower the inner tenth of a disk is than the outer, in percent</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>max %1 · min %2 MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Complete points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>First tenth (outer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last tenth (inner)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drop first → last tenth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/run/runstatus.cpp" line="+23"/>
        <source>not started</source>
        <comment>run status</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>running</source>
        <comment>run status</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>completed</source>
        <comment>run status</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cancelled</source>
        <comment>run status</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <comment>run status</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/session/runjournal.cpp" line="+100"/>
        <source>The journal %1 is a symbolic link; DriveScope does not write through links.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The journal %1 exists and is not a regular file; nothing was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The journal %1 is in use: another run is saving to this session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot create the journal %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Cannot truncate the journal %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+108"/>
        <location line="+13"/>
        <source>Cannot write the journal %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-107"/>
        <source>Cannot start the journal&apos;s thread: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+93"/>
        <source>The journal is not open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+68"/>
        <source>a DriveScope journal</source>
        <extracomment>What the file should have been: &quot;X is not a DriveScope journal.&quot;, &quot;…, not a DriveScope journal.&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 is not a DriveScope journal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The journal %1 has format version %2; this version reads %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The journal %1 is damaged: it does not describe its run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The journal %1 is damaged: its run description is not JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The journal %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The journal %1 is damaged: the finished run&apos;s description does not read (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+14"/>
        <source>not JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-12"/>
        <source>The journal %1 is damaged: its finished run is still running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The journal %1 is damaged: it lists more than %2 finished phases.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The journal %1 is damaged: its finished phases do not read (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The journal %1 is empty: the run wrote nothing before it stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+9"/>
        <source>The journal %1 is damaged: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/session/runmetajson.cpp" line="+176"/>
        <source>a consistent count of I/Os</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>a list of [bucket, count] pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>as many I/Os as the phase counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the run&apos;s phases </source>
        <extracomment>Whose value is meant, before its key in &quot;The file is damaged: %1&apos;%2&apos; is not %3.&quot; (keep the trailing space).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a list of at most 1000 phases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a list of objects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+71"/>
        <source>the run&apos;s </source>
        <extracomment>Whose value is meant, before its key in &quot;The file is damaged: %1&apos;%2&apos; is not %3.&quot; (keep the trailing space).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>a known run status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>a known time zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the run&apos;s failure </source>
        <extracomment>Whose value is meant, before its key in &quot;The file is damaged: %1&apos;%2&apos; is not %3.&quot; (keep the trailing space).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the run&apos;s target </source>
        <extracomment>Whose value is meant, before its key in &quot;The file is damaged: %1&apos;%2&apos; is not %3.&quot; (keep the trailing space).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>true, false or null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>an object with name, bytes_per_second and note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a rate from 0 to 10 TB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>a known kind of target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the run&apos;s host </source>
        <extracomment>Whose value is meant, before its key in &quot;The file is damaged: %1&apos;%2&apos; is not %3.&quot; (keep the trailing space).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the run&apos;s device statistics </source>
        <extracomment>Whose value is meant, before its key in &quot;The file is damaged: %1&apos;%2&apos; is not %3.&quot; (keep the trailing space).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>the complete list of columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a table of rows as long as its columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a table of numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>a table of rows whose times lie within the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a table of counts that are whole and not negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/session/samplecheck.cpp" line="+16"/>
        <source>sample %1 of %2 has a negative offset (%3), which no measurement gives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sample %1 of %2 has a negative size (%3 bytes), which no measurement gives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sample %1 of %2 has an I/O at byte %3 past the end of its %4-byte target, which no measurement gives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>sample %1 of %2 has a result of %3 for a %4-byte request, which no measurement gives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sample %1 of %2 has a latency of %3 ns, which no measurement gives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sample %1 of %2 has a start time of %3 ns, which no measurement gives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sample %1 of %2 has unknown flags (0x%3), which no measurement gives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/session/samplecolumns.cpp" line="+121"/>
        <source>The samples section is too short.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The samples section has an impossible block-size shift (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The samples section claims %1 bytes of columns, more than its %2 compressed bytes can hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The samples section claims %1 samples but holds columns for at most %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Its %1 samples would need %2 MB of memory, more than the %3 MB DriveScope may use now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The samples section is damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The samples section&apos;s compressed columns are damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <source>The samples section holds fewer values than its %1 samples need.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The samples section holds more values than its %1 samples.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The samples section holds a value out of range for its column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/session/session.cpp" line="+52"/>
        <source>%1 of %2, %3, %4 samples, started %5</source>
        <extracomment>A run in a list of a session&apos;s runs: benchmark, target, status, sample count.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2, %3, %4 samples</source>
        <extracomment>A run in a list of a session&apos;s runs: benchmark, target, status, sample count.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/session/sessionfile.cpp" line="+80"/>
        <source>This is not a DriveScope session file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file is truncated: it ends inside its header.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This session was saved by a newer DriveScope (format version %1); this version reads format version %2 and older.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file is damaged: its format version is 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The file is damaged: bytes follow its end marker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file is damaged: a checksum does not match at byte %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file is truncated: it ends inside a section header.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is truncated (or damaged): a section claims %1 bytes but only %2 remain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The file is damaged: it does not start with the session section.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file is damaged: a run has no samples section.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file is damaged: it has two session sections.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file is damaged: the session section is not a JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The file is damaged: the session&apos;s title, notes or run count has the wrong type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The file is damaged: the run section is not a JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The file is damaged: the run&apos;s &apos;sample_count&apos; is not a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Its run of %1 phases would need %2 MB of memory, more than DriveScope may use now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The file is damaged: it holds more runs than the %1 it declares.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The file is damaged: a samples section has no run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The file is damaged: in run %1, %2</source>
        <extracomment>%2: what is wrong with a sample (&quot;sample 3 of 10 has a negative offset (-1), which…&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file is damaged: a run declares %1 samples but holds %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The file is truncated: its end marker is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file is damaged: it declares %1 runs but holds %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>There is not enough memory to open this session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot save the session: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a DriveScope session file</source>
        <extracomment>What the file should have been: &quot;X is not a DriveScope session file.&quot;, &quot;…, not a DriveScope session file.&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/stats/accesstimefit.cpp" line="+226"/>
        <source>the latencies around the seek curve spread over %1 ms, not one revolution of a disk (2-30 ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the latencies are not spread evenly over one band as a revolution spreads them (a cache, a queue or a drive that reorders reads)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+75"/>
        <source>it rests on the rotation, which could not be estimated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the reads covered %1 % of the disk; the curve needs reads across at least 80 % of it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the seek distances hardly vary (uniformly random reads over the whole disk give short and long ones)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+85"/>
        <source>fewer than %1 reads (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the median read took %1 ms, under 1 ms: no head seeks here (a solid-state device, or a cache answered)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the latencies admit no seek curve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>fewer than 100 writes (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a write every %1 ms is not one revolution of a disk (2-30 ms): a write cache or a solid-state device answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the writes did not each wait one revolution (the middle half spans %1 ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+15"/>
        <source>not possible here: %1</source>
        <extracomment>%1: why not (&quot;fewer than 200 reads (150)&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-12"/>
        <source>%1 rpm (%2 ms per revolution, ±%3 ms, from %4 %5)</source>
        <extracomment>%5: what the estimate rests on (&quot;reads&quot;, &quot;writes&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>reads</source>
        <comment>random reads an estimate rests on</comment>
        <extracomment>What a rotation estimate rests on: &quot;from 1500 reads&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>track-to-track %1 ms, average %2 ms, full stroke %3 ms (±%4, ±%5, ±%6 ms; the seek with the command and one read&apos;s transfer; from %7 reads over %8 % of the disk)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/util/byteunits.cpp" line="+21"/>
        <source>&apos;%1&apos; is not a size (examples: 512, 4KiB, 2GiB, 500MB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>&apos;%1&apos; has an unknown unit &apos;%2&apos; (use B, KiB, MiB, GiB, TiB, KB, MB, GB, TB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;%1&apos; is too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;%1&apos; is not a whole number of bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/util/environment.cpp" line="+28"/>
        <source>%1=%2 is not a memory limit: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it must be above 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1=%2 is not an absolute path to the privileged helper.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/util/jsonreader.cpp" line="+14"/>
        <source>The file is damaged: %1&apos;%2&apos; is not %3.</source>
        <extracomment>%1: whose value (&quot;the run&apos;s target &quot;), %2: its key in the file, %3: what it must be (&quot;a list&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>text</source>
        <extracomment>What a value in a file must be: &quot;The file is damaged: the run&apos;s &apos;path&apos; is not text.&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>true or false</source>
        <extracomment>What a value in a file must be: &quot;The file is damaged: the run&apos;s &apos;path&apos; is not true or false.&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a number in range</source>
        <extracomment>What a value in a file must be: &quot;The file is damaged: the run&apos;s &apos;path&apos; is not a number in range.&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a whole number in range</source>
        <extracomment>What a value in a file must be: &quot;The file is damaged: the run&apos;s &apos;path&apos; is not a whole number in range.&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>an object</source>
        <extracomment>What a value in a file must be: &quot;The file is damaged: the run&apos;s &apos;path&apos; is not an object.&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a list</source>
        <extracomment>What a value in a file must be: &quot;The file is damaged: the run&apos;s &apos;path&apos; is not a list.&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/util/outputcheck.cpp" line="+74"/>
        <source>%1 needs a file name.</source>
        <extracomment>%1: what is written (&quot;The session&quot;, &quot;the fio job&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 %2 is %3 itself; writing it would replace what is read.</source>
        <extracomment>%1: what is written (&quot;The session&quot;, &quot;the fio job&quot;), %2: its file, %3: what is read (&quot;the target&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 and %2 name the same file (%3); one would replace the other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/util/safefile.cpp" line="+62"/>
        <source>Cannot write %1: no program is reading it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+13"/>
        <location line="+23"/>
        <location line="+20"/>
        <location line="+63"/>
        <source>Cannot write %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/io/filetarget.cpp" line="+54"/>
        <location filename="../../core/opening/writeguard.cpp" line="+24"/>
        <source>%1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Permission denied opening %1: you may not read it as this user (drives usually need administrator rights).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+118"/>
        <source>%1 is a directory; give a file or a block device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-13"/>
        <source>No target was given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+147"/>
        <source>%1 is neither a regular file nor a block device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-125"/>
        <source>%1 is an existing file; DriveScope writes only to a scratch file it creates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The file system holding %1 refuses direct I/O (O_DIRECT), so reads would come from the page cache; %2 to measure anyway, labelled &quot;page cache in the way&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+136"/>
        <source>tick Buffered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-131"/>
        <source>%1 is in use (mounted, or claimed by another program or device); DriveScope will not write to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 is no longer the scratch file DriveScope created; nothing was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../../core/util/safefile.cpp" line="-114"/>
        <source>%1 changed while it was being opened; nothing was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Cannot read the size of %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 is on %2, which keeps files in memory: direct I/O cannot reach a drive there. %3 to measure memory anyway, labelled &quot;page cache in the way&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tick Buffered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 is empty (0 bytes); there is nothing to measure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is %2, smaller than one %3-byte block.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Direct I/O (O_DIRECT) reads fail on %1; %2 to measure anyway, labelled &quot;page cache in the way&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reading the first block of %1 failed: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/util/safefile.cpp" line="+70"/>
        <source>%1 is a symbolic link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is a block device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is a character device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is a FIFO (named pipe)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is a socket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is a symbolic link; DriveScope does not write through links, so name the file itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1; DriveScope writes only regular files here, and never replaces anything else.</source>
        <extracomment>%1: what the path is (&quot;/dev/sda is a block device&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+19"/>
        <source>No file name was given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot write %1: the folder %2 is not writable (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot write to standard output: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/io/filetarget.cpp" line="-298"/>
        <location filename="../../core/util/safefile.cpp" line="+16"/>
        <source>Cannot open %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/util/safefile.cpp" line="+6"/>
        <source>%1, not %2.</source>
        <extracomment>%1: what the path is (&quot;/dev/sda is a block device&quot;), %2: what it should be (&quot;a DriveScope session file&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is %2 bytes, more than any %3 DriveScope reads (%4 bytes).</source>
        <extracomment>%3: what it should be (&quot;a DriveScope session file&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Cannot read %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is not %2.</source>
        <extracomment>%2: what it should be (&quot;a DriveScope session file&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/util/textfile.cpp" line="+28"/>
        <source>The name %1 has bytes that are not UTF-8 (shown as %2), and DriveScope cannot pass such a name on exactly: rename it, or give a link to it whose name is UTF-8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../charts/chartview.cpp" line="+50"/>
        <source>Copy chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+334"/>
        <source>Export chart…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../charts/export/chartexportdialog.cpp" line="+57"/>
        <source>Light background (for print and slides)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+115"/>
        <source>Export chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-113"/>
        <source>PNG image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SVG (vector)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF (vector)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Caption (no run shown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Caption: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>File:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resolution:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+54"/>
        <source>The PNG records its DPI. The chart is laid out at width × height × 96 / DPI (the size on screen by default) and scaled up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Vector output, laid out at width × height × 96 / DPI; a PDF page is exactly the chart&apos;s size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>PNG image (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SVG image (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF document (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Choose a file to export to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../charts/export/chartexporter.cpp" line="+180"/>
        <source>The resolution must be between %1 and %2 DPI.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The size must be between %1 and %2 pixels each way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The chart could not be encoded as PNG.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>DriveScope chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The chart could not be drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The export</source>
        <extracomment>What is written, in OutputCheck&apos;s sentences (&quot;%1 needs a file name.&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 Nothing was written.</source>
        <extracomment>%1: why the file cannot be written, a sentence.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../charts/latencyhistogramchart.cpp" line="-2"/>
        <source>Latency histogram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+49"/>
        <location line="+104"/>
        <source>%1 per 1 ms bucket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-149"/>
        <source>Latency (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../compare/latencycompareview.cpp" line="+121"/>
        <location filename="../pages/depth/depthchart.cpp" line="+68"/>
        <source>Latency (µs, logarithmic)</source>
        <extracomment>keep the unit first in the brackets: a short axis shows it alone</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+104"/>
        <source>%1 per bucket (10 per decade)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-9"/>
        <source>no %1 yet</source>
        <extracomment>%1: what is counted (&quot;reads&quot;, &quot;writes&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean %1 · p99 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../charts/timelinechart.cpp" line="+6"/>
        <location filename="../compare/latencycompareview.cpp" line="+31"/>
        <location filename="../pages/bandwidth/bandwidthcharts.cpp" line="+52"/>
        <location line="+17"/>
        <location filename="../pages/bandwidth/bandwidthcompareview.cpp" line="+28"/>
        <source>Time since start (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 s – %2 s: %3 reads
mean %4 %5, max %6 %5</source>
        <extracomment>An interval of the run (seconds), the reads started in it, their mean and maximum with unit %5.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../compare/comparefiguresmodel.cpp" line="+173"/>
        <source>%1: the baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 % higher than the baseline: better</source>
        <extracomment>%1: the difference in percent, a number (&quot;12.5&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 % higher than the baseline: worse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 % higher than the baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 % lower than the baseline: better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 % lower than the baseline: worse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 % lower than the baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Lower is better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Higher is better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../pages/speed/speedcompareview.cpp" line="+105"/>
        <source>%1 (baseline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../compare/comparestyle.cpp" line="+28"/>
        <source>file in %1</source>
        <extracomment>A file target, named by its folder.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1 (run %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../compare/latencycompareview.cpp" line="-132"/>
        <source>Latency histogram (each run&apos;s %1 = 100 %)</source>
        <extracomment>%1: what the benchmark&apos;s I/Os are called (&quot;reads&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Latency over time (mean per interval)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Automatic (1 ms when every median is 1 ms or more)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../pages/seek/seekcharts.cpp" line="+38"/>
        <source>1 ms buckets (disks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../pages/seek/seekcharts.cpp" line="+1"/>
        <source>Logarithmic µs (fast devices)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Automatic (% when lengths differ)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seconds since start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>% of each run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logarithmic latency axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <location filename="../pages/seek/seekcharts.cpp" line="+7"/>
        <source>Histogram:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time axis:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Latency (ms, 1 ms buckets)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Progress through each run (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Latency (%1, log)</source>
        <extracomment>%1: the latency&apos;s unit (&quot;ms&quot;); &quot;log&quot;: logarithmic, kept short.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../pages/seek/seekcharts.cpp" line="-23"/>
        <location line="+1"/>
        <location filename="../pages/syncwrite/syncwritecharts.cpp" line="+19"/>
        <source>Latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../pages/bandwidth/bandwidthcharts.cpp" line="-33"/>
        <location filename="../pages/bandwidth/bandwidthcompareview.cpp" line="-17"/>
        <source>Throughput over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What the device received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>device counters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../pages/bandwidth/bandwidthcompareview.cpp" line="+18"/>
        <location filename="../pages/zone/zonechart.cpp" line="-132"/>
        <location filename="../pages/zone/zonecompareview.cpp" line="+72"/>
        <source>Throughput (MB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>request size (kB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>queue (aqu-sz)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Request size (kB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Queue (aqu-sz)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1
at %2 s: %3 %4</source>
        <extracomment>a line&apos;s name, then its point: &quot;DriveScope&quot;, &quot;at 1.20 s: 850.3 MB/s&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+111"/>
        <source>no blocks yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 blocks · %2 MB · %3 MB/s so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../pages/bandwidth/bandwidthform.cpp" line="-8"/>
        <source>Read (changes nothing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write random bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../pages/zone/zoneform.cpp" line="-73"/>
        <source>Writes go to a scratch file in the scratch target&apos;s folder, or to a whole drive once you type its name to confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bytes per pread/pwrite (dd&apos;s bs=), a multiple of the logical block size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bytes to transfer, one block after another; capped to the region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>all · first:SIZE · last:SIZE · START:LENGTH (10GiB:2GiB, 50%:)</source>
        <extracomment>keep all, first:, last: and the examples as they are: what the field takes</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How often the device&apos;s counters are read (iostat -x INTERVAL)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../report/reportsections.cpp" line="+3"/>
        <source>Direction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+32"/>
        <location filename="../pages/zone/zoneform.cpp" line="+11"/>
        <location line="+65"/>
        <location filename="../report/reportsections.cpp" line="-17"/>
        <source>Block size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-31"/>
        <location line="+34"/>
        <location filename="../report/reportsections.cpp" line="+19"/>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-33"/>
        <location filename="../pages/depth/depthform.cpp" line="+12"/>
        <location filename="../pages/zone/zoneform.cpp" line="-64"/>
        <location filename="../report/reportsections.cpp" line="-14"/>
        <source>Region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../pages/bandwidth/bandwidthpage.cpp" line="+68"/>
        <source>The bandwidth write</source>
        <extracomment>who writes: the start of &quot;%1 writes to the whole of /dev/sdb.&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <location filename="../pages/syncwrite/syncwritepage.cpp" line="+141"/>
        <location filename="../pages/zone/zonepage.cpp" line="+69"/>
        <source>The target was opened read-only; nothing was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;b&gt;Requests:&lt;/b&gt; what the device received is known when the run ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Requests:&lt;/b&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../pages/benchmarkform.cpp" line="+74"/>
        <source>This run&apos;s settings cannot be read back: its session file may be damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../pages/benchmarkpage.cpp" line="-506"/>
        <location line="+392"/>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-375"/>
        <location line="+119"/>
        <source>Start or stop the run (Ctrl+R; Esc stops)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-65"/>
        <source>Nothing ran.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Cannot start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Nothing measured yet: press Start (Ctrl+R).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>&lt;b&gt;Target:&lt;/b&gt; %1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Target:&lt;/b&gt; none chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Set the options on the left and press Start (Ctrl+R): the result appears here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a drive or a file on the left, then press Start (Ctrl+R).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Choose a drive or a file to measure first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Measuring… the result appears here when the run ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../session/sessionactions.cpp" line="+160"/>
        <source>Opening %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Stop the run first: its settings stay as they are while it runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>ETA %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 of %2 %3 · %4</source>
        <extracomment>1,234 of 5,000 reads · then the rate (&quot;2,345 reads/s · &quot;) or nothing</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>under 1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>run of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 %2</source>
        <comment>a run and its status</comment>
        <extracomment>whose run the headline shows, then its status: &quot;run of 14:03:11 cancelled&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 on %2</source>
        <extracomment>whose run the headline shows, then its target: &quot;run of 14:03:11 on /dev/sdb&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Run of %1 %2</source>
        <extracomment>the run&apos;s start time, then its status: &quot;Run of 14:03:11 completed&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run %1</source>
        <extracomment>the run&apos;s status: &quot;Run completed&quot; (its start time unknown)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 I/Os</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1/s · mean %2 · p50 %3 · p99 %4 · max %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>page cache in the way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The run stopped on an error: %1 The %2 %3 before it are kept in the runs table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stopped. The partial run (%1 of %2 %3) is kept, labelled cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../pages/blocksize/blocksizechart.cpp" line="-54"/>
        <source>Sequential MB/s by transfer size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press Start: each transfer size gets a bar for reads (and writes) as it finishes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+125"/>
        <source>best read %1 MB/s, 95 % from %2</source>
        <extracomment>the best read MB/s, and the smallest transfer size that reaches 95 % of it</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>best read %1 MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>best write %1 MB/s, 95 % from %2</source>
        <extracomment>the best write MB/s, and the smallest transfer size that reaches 95 % of it</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>best write %1 MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../pages/blocksize/blocksizecompareview.cpp" line="+11"/>
        <source>Read MB/s against transfer size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write MB/s against transfer size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Transfer size (KiB, log₂)</source>
        <extracomment>keep the unit first in the brackets: a short axis shows it alone</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../pages/blocksize/blocksizeform.cpp" line="-38"/>
        <location filename="../pages/speed/speedform.cpp" line="+40"/>
        <source>Writes too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>block size .. 64 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Powers of two from 512 B to 64 MiB, ascending: 4KiB..8MiB is every one between, 4KiB,64KiB,1MiB just those. Empty: from the drive&apos;s block size to 64 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../pages/speed/speedform.cpp" line="+18"/>
        <source>On the scratch target a scratch file of the test area is made and removed; a whole drive is written only after you type its name, and never while in use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Transfers in flight (io_uring)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bytes streamed at each size, from the start of the target; a multiple of the largest size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Time of each size and direction at most: a size ends at the end of the area or of its time, whichever comes first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Transfers kept as samples (the first) of each size and direction; every transfer counts in the figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+32"/>
        <source>Transfer sizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-29"/>
        <location line="+34"/>
        <location filename="../pages/speed/speedform.cpp" line="+28"/>
        <location line="+103"/>
        <source>Test area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Time per size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Samples kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../pages/blocksize/blocksizepage.cpp" line="+45"/>
        <source>The transfer-size sweep&apos;s writes</source>
        <extracomment>who writes: the start of &quot;%1 writes to the whole of /dev/sdb.&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../pages/depth/depthchart.cpp" line="-27"/>
        <location filename="../pages/depth/depthcompareview.cpp" line="+34"/>
        <source>IOPS against queue depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Latency against queue depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../pages/depth/depthcompareview.cpp" line="+34"/>
        <source>Queue depth (log₂)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../pages/zone/zonechart.cpp" line="-12"/>
        <location line="+132"/>
        <source>mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+120"/>
        <source>knee</source>
        <comment>where more queue depth stops paying</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>knee QD%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Latency (%1, logarithmic)</source>
        <extracomment>keep the unit first in the brackets: a short axis shows it alone</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>no depth measured yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>QD%1: %2 IOPS · p99 %3 · best %4 IOPS at QD%5 · knee QD%6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../pages/depth/depthcompareview.cpp" line="-33"/>
        <source>p99 latency against queue depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+38"/>
        <source>p99 (%1, logarithmic)</source>
        <extracomment>keep the unit first in the brackets: a short axis shows it alone</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IOPS (logarithmic)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../pages/depth/depthform.cpp" line="-25"/>
        <source>Ascending, each 1 to 4096: 1,2,4,32 — or A..B for A, the powers of two between, and B (1..256 is 1, 2, 4 … 256)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Time at each depth at most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reads at each depth at most: keeps memory bounded on a fast drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bytes per read, a multiple of the block size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One region: all · first:SIZE · last:SIZE · START:LENGTH</source>
        <extracomment>keep all, first:, last: and the examples as they are: what the field takes</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+31"/>
        <source>Queue depths</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Time per depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reads per depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+32"/>
        <location filename="../pages/seek/seekform.cpp" line="-5"/>
        <location line="+155"/>
        <location filename="../report/reportsections.cpp" line="-7"/>
        <source>Read size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../pages/formfields.cpp" line="+21"/>
        <source>not a size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../pages/seek/seekform.cpp" line="-7"/>
        <source>%1 must be positive (got %2).</source>
        <extracomment>%1 is the field&apos;s name: keep it first (the form marks the field its error starts with)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Huge-page buffer (2 MiB pages)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each block then reaches the drive as one physically contiguous piece instead of one per 4 KiB page. Some devices (virtio disks without indirect descriptors) take fewer such pieces at once and run faster this way. Off: ordinary pages, as dd and fio use by default (fio&apos;s --mem=shmhuge is the same choice). The run fails with the reason when no huge pages can be had.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Buffered (page cache)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Without O_DIRECT: the kernel&apos;s page cache may answer instead of the drive, so the figures can be the memory&apos;s. The run is labelled so everywhere.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../pages/headlinelabel.cpp" line="+114"/>
        <location filename="../report/reportsections.cpp" line="+293"/>
        <source>Not the drive&apos;s figure?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../pages/seek/seekcharts.cpp" line="-2"/>
        <source>Latency by seek distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reads (sample)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seek distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Latency over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Automatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 ms buckets when the median is 1 ms or more, else logarithmic µs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+124"/>
        <source>%1 %2 (run of %3)</source>
        <extracomment>a figure&apos;s name, its rpm, and the start time of the run it is from</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2 ± %3 ms per revolution)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>seek &lt;b&gt;%1 ms&lt;/b&gt; average, %2 ms track-to-track, %3 ms full stroke</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the drive reports %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Estimated from %1 reads: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No rotation or seek curve estimated: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no seek curve: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rotation (estimated): %1
Seek curve (estimated): %2

A read waits for its seek, then up to one revolution for its sector: the band over the scatter is the fitted seek curve and one revolution above it (docs/estimates.md).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Fitted band</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../pages/seek/seekform.cpp" line="-231"/>
        <source>Whole-disk seek, 1500 × 512 B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outer 2 GB / inner 2 GB / alternating, 2 readers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Outer 2 GB, 2 readers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Inner 2 GB, 2 readers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Outer and inner 2 GB, one reader each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fast device, 20000 × 4 KiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Count first reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Count each reader&apos;s first read, whose seek starts wherever the head happened to be; left out by default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../pages/syncwrite/syncwriteform.cpp" line="+31"/>
        <location filename="../pages/zone/zoneform.cpp" line="-33"/>
        <source>Custom</source>
        <comment>preset: the user&apos;s own values</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Random reads over the whole disk, or over 2 GB at its start (outer) and end (inner)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Timed reads per reader (the warm-up read comes on top)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>logical block size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Bytes per read: 512, 4KiB, 8KiB… a multiple of the logical block size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Offsets are multiples of this</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Empty: the whole target. all · first:SIZE · last:SIZE · START:LENGTH (e.g. first:2GB, last:2GB, 10GiB:2GiB, 90%:10%). Double-click to edit.</source>
        <extracomment>keep all, first:, last: and the examples as they are: what the field takes</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Random over all regions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alternate between regions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One region per reader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Concurrent readers, each its own thread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reads each reader keeps in flight: above 1 through io_uring (32 with 1 reader is CrystalDiskMark&apos;s Q32T1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>random</source>
        <comment>seed: none given, a new one each run</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A whole number makes the offsets reproducible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add</source>
        <comment>add a region</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <comment>remove a region</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a region (first:2GB by default; edit it in place)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>None: the whole target. first:2GB, last:2GB, 10GiB:2GiB, 90%:10%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../pages/syncwrite/syncwriteform.cpp" line="+26"/>
        <location filename="../pages/zone/zoneform.cpp" line="+29"/>
        <source>Preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reads per reader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+155"/>
        <source>Alignment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-154"/>
        <location filename="../report/reportsections.cpp" line="-287"/>
        <source>Regions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../report/reportsections.cpp" line="-1"/>
        <source>Placement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Readers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+162"/>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-161"/>
        <location filename="../pages/syncwrite/syncwriteform.cpp" line="+5"/>
        <source>Warm-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Needs a target of at least %1; this one has %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+99"/>
        <source>&apos;%1&apos; is not a number from 0 to 18446744073709551615.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../pages/speed/speedbarchart.cpp" line="+26"/>
        <source>Speed grid (median run, MB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../pages/speed/speedcompareview.cpp" line="-77"/>
        <source>Read (MB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write (MB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mix (MB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Median MB/s per test, a bar per run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+71"/>
        <source>baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../pages/speed/speedform.cpp" line="-148"/>
        <source>Mixed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>your own list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>standard: CrystalDiskMark&apos;s default set · nvme: its NVMe SSD set</source>
        <extracomment>keep standard and nvme: the profiles&apos; names, as the command line takes them</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SEQ or RND, the block size (4K, 128K, 1M), then Q&lt;depth&gt;T&lt;threads&gt;, separated by commas: RND4K Q32T1, SEQ1M Q8T1</source>
        <extracomment>keep SEQ, RND, Q&lt;depth&gt;T&lt;threads&gt; and the examples: what the field takes</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source> % reads</source>
        <comment>after the share of reads in a mixed test: 70 % reads</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bytes the tests use, from the start of the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Time of each run of each test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Runs of each test: the tiles show the median run, the best beside it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+102"/>
        <source>Tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-100"/>
        <source>Mix</source>
        <comment>a test that reads and writes</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time per run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Takes</source>
        <comment>how long the grid takes</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <source>about %1 (%2 × %3 × %4 × %5 s)</source>
        <extracomment>how long the grid takes, then what it is made of: &quot;about 1 min 12 s (6 tests × 2 directions × 3 runs × 2 s)&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 direction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 directions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../session/sessionactions.cpp" line="-137"/>
        <location filename="../session/sessionpropertiesdialog.cpp" line="+32"/>
        <source>1 run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../session/sessionactions.cpp" line="+0"/>
        <location filename="../session/sessionpropertiesdialog.cpp" line="+0"/>
        <source>%1 runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../pages/speed/speedpage.cpp" line="+47"/>
        <source>The speed grid&apos;s writes</source>
        <extracomment>who writes: the start of &quot;%1 writes to the whole of /dev/sdb.&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1 of %2 s of tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../pages/speed/speedtiles.cpp" line="+24"/>
        <source>%1 sequential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 in flight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 thread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 threads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+85"/>
        <source>%1 IOPS
mean %2
p99 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Median of 1 run; best %1 MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Median of %1 runs; best %2 MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>measuring run %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Press Start: each test&apos;s tiles fill in as its runs finish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Read</source>
        <comment>direction</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write</source>
        <comment>direction</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mix (%1 % reads)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+62"/>
        <source>%1 %2, run %3 of %4</source>
        <extracomment>the test, its direction, and which of its runs: &quot;RND4K Q32T1 write, run 2 of 5&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../pages/syncwrite/syncwritecharts.cpp" line="+0"/>
        <source>Latency of each write over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../report/reportsections.cpp" line="-6"/>
        <source>Writes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../pages/syncwrite/syncwriteform.cpp" line="-33"/>
        <source>Count each run&apos;s first write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Small synchronous writes: 2000 contiguous O_DIRECT|O_SYNC writes of 512 B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Timed writes per run (the warm-up write comes on top)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bytes per write, comma-separated, one run each: 512,1024,4KiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offset of the first write in the scratch file or device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>all (one run per mode)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How each write reaches stable storage (pg_test_fsync&apos;s choices)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Writes go to a scratch file in the scratch target&apos;s folder (removed after the run), or to a whole drive once you type its name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Writes per run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+64"/>
        <location line="+7"/>
        <source>Sizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-70"/>
        <location line="+80"/>
        <source>Start</source>
        <comment>offset of the first write</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-79"/>
        <location filename="../report/reportsections.cpp" line="+12"/>
        <source>Sync mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>2000 synchronous 512 B writes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <source>give at least one size (512, 4KiB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;%1&quot; must be positive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&quot;%1&quot; is not an offset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../pages/syncwrite/syncwritepage.cpp" line="-89"/>
        <source>no target chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>checking %1 (sysfs, hdparm -W)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&lt;b&gt;Write cache:&lt;/b&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The sync write benchmark</source>
        <extracomment>who writes: the start of &quot;%1 writes to the whole of /dev/sdb.&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+50"/>
        <source>&lt;b&gt;Run:&lt;/b&gt; %2 writes, %3 (%4), to %5; cache as recorded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../pages/zone/zonechart.cpp" line="-142"/>
        <source>Sequential throughput against offset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>MB/s per point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+132"/>
        <source>min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-130"/>
        <location line="+132"/>
        <source>max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-123"/>
        <location line="+103"/>
        <location filename="../pages/zone/zonecompareview.cpp" line="-1"/>
        <source>Offset (GB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Point %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Point %1 of %2 (partial)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>offset %1 GB (%2 % of the target)
%3 MB/s (%4 MB in %5 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Offset (% of the target)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>no points yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>point %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../pages/zone/zonecompareview.cpp" line="-57"/>
        <source>Throughput against offset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Automatic (% when the sizes differ)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../pages/zone/zonepage.cpp" line="-45"/>
        <source>Offset in GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offset in % of each target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../pages/zone/zonepage.cpp" line="+8"/>
        <source>X axis:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Offset (% of each target)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../pages/zone/zoneform.cpp" line="-25"/>
        <source>Outer to inner tracks: 128 MiB read in 1 MiB blocks at 100 evenly spaced points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Evenly spaced points from the region&apos;s start to its end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bytes read (or written) at each point, a multiple of the block size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bytes per I/O, a multiple of the logical block size (dd bs=)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One region: all · first:SIZE · last:SIZE · START:LENGTH (10GiB:100GiB, 50%:)</source>
        <extracomment>keep all, first:, last: and the examples as they are: what the field takes</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None: read (changes nothing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write back what was read (preserve)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write random bytes (destroys data)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Write sweeps on a folder: the scratch file&apos;s size (removed after the run)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../report/reportsections.cpp" line="+4"/>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Write</source>
        <comment>zone sweep: what it writes</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scratch file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>128 MiB at 100 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Scratch file size</source>
        <extracomment>begins with the field&apos;s name, &quot;Scratch file&quot; (the form marks the field its error starts with)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A zone sweep covers one region (got &quot;%1&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../pages/zone/zonepage.cpp" line="-7"/>
        <source>Offset in % of the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>A write sweep</source>
        <extracomment>who writes: the start of &quot;%1 writes to the whole of /dev/sdb.&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/exportmenu.cpp" line="+43"/>
        <source>Samples as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>CSV (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Figures as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>JSON (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plain-text report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Text (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Report as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Report as HTML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HTML (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fio job file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fio job (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <source>E&amp;xport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Selected runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Whole session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+58"/>
        <source>The report could not be drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+63"/>
        <source>The export was cancelled; nothing was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Drawing the report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Drawing the report&apos;s charts: run %1 of %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Writing the report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/reportbuilder.cpp" line="+41"/>
        <source>DriveScope report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DriveScope report: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <location filename="../window/drivepanel.cpp" line="+54"/>
        <source>Drives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+76"/>
        <source>The session holds no runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>en</source>
        <comment>language code</comment>
        <extracomment>The HTML report&apos;s lang attribute: the code of this translation&apos;s language (&quot;de&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+107"/>
        <source>page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The PDF could not be drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/reportsections.cpp" line="-48"/>
        <location line="+6"/>
        <location line="+7"/>
        <location line="+194"/>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-200"/>
        <source>%1 (%2, %3 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: %2 to %3 (%4)</source>
        <extracomment>A region of the target: its label, where it starts and ends, and its length.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Reads per worker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Write size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Offset alignment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Concurrent workers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Random seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warm-up I/O counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O_DIRECT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open flags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write cache (probed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start offset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Write mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Total asked for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total capped to the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Statistics interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flush at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I/O buffer pages asked for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I/O buffer pages given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I/O buffer page size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+190"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-190"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 (%2 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Std dev</source>
        <comment>standard deviation</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Min</source>
        <comment>minimum</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Max</source>
        <comment>maximum</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Latency of each read:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latency of each write:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latency of each block:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latency of each transfer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latency of each I/O:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Latency of each %1:</source>
        <extracomment>%1: what one I/O is called, singular (&quot;read&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1 (Linux %2, %3, %4 cores)</source>
        <extracomment>A host: its name (Linux kernel, CPU, cores).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Notes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to %2</source>
        <extracomment>From the first run&apos;s start to the last one&apos;s end.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 by DriveScope %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Measured:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Report made:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Overview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run</source>
        <comment>noun: one benchmark run</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Benchmark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Drive %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resolved path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <comment>of drive: disk, partition, file</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Vendor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Serial</source>
        <comment>serial number</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../window/drivepanel.cpp" line="+182"/>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logical / physical block size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../window/drivepanel.cpp" line="+7"/>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../window/drivepanel.cpp" line="+7"/>
        <source>Write cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I/O scheduler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Largest request (max_sectors_kb)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>File system (file target)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loop device backed by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Removable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Run %1: %2 — %3</source>
        <extracomment>Run number: benchmark — target.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (partial result)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (drive %2)</source>
        <extracomment>The drive&apos;s model (or path) and its number among the report&apos;s drives.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drive:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Started:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Took:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Samples:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I/O path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O_DIRECT (the page cache bypassed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buffered: the page cache was in the way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drive write cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sparse target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>yes: reads of holes cost nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <source>MB = 10^6 bytes. Failed I/O is not counted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How these figures were obtained:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/device/blockusage.cpp" line="+31"/>
        <source>DriveScope cannot tell whether %1 is in use: it is not a block device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; DriveScope will not write to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/device/diskstatssampler.cpp" line="+46"/>
        <source>device statistics could not start: no thread could be made for them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>device statistics stopped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/io/alignedbuffer.cpp" line="+90"/>
        <source>There is not enough memory for a %1 I/O buffer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The %1 I/O buffer could not be put in huge pages: no hugetlb pages were free (reserve some as root: sysctl vm.nr_hugepages=%2) and transparent huge pages were not given (/sys/kernel/mm/transparent_hugepage/enabled: %3). Run without huge pages, or reserve them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/io/bufferpages.cpp" line="+49"/>
        <source>I/O buffer: huge pages asked for, none allocated (the run ended before its first I/O)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I/O buffer: %1 (huge pages asked for)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/io/sim/hddmodel.cpp" line="+75"/>
        <source>The seek times must satisfy 0 &lt; t2t &lt; avg &lt; full (got t2t=%1 ms, avg=%2 ms, full=%3 ms).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>With t2t=%1 ms and full=%2 ms, avg must lie between %3 ms and %4 ms for a seek time that rises ever more slowly with distance (got avg=%5 ms).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/io/sim/simulateddriveconfig.cpp" line="+132"/>
        <source>&apos;%1&apos; is not a simulated drive (those start with sim:).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&apos;%1&apos; is not a simulated drive type; use sim:hdd or sim:ssd.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Unknown simulated drive parameter &apos;%1&apos; in %2; known ones: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The parameter &apos;%1&apos; does not apply to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The simulated drive parameter &apos;%1&apos; is given twice in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>paced takes on or off (got &apos;%1&apos;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The simulated drive parameter &apos;%1&apos; needs a value, as in %1=VALUE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <location line="+6"/>
        <source>on or off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a whole number of flash channels from 1 to 256</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>revolutions per minute between 1000 and 20000, e.g. 7200</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a duration with a unit (ns, us, ms or s), e.g. 8.5ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a positive rate with a unit, e.g. 150MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1=%2 is not valid: expected %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A simulated drive needs a capacity of at least 1 MiB (got %1 B).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The simulated capacity %1 B is not a multiple of the 512 B logical block.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>fail-at=%1 lies beyond the simulated capacity (%2 B).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>inner=%1 is faster than outer=%2: a disk spinning at constant speed carries more bytes per revolution on its longer outer tracks, never fewer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/io/target.cpp" line="+25"/>
        <source>%1 cannot keep several I/Os in flight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/io/uringqueue.cpp" line="+20"/>
        <source>This kernel does not let DriveScope use io_uring (%1: disabled by kernel.io_uring_disabled, a seccomp filter, or not built in), so it cannot keep several I/Os in flight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>io_uring could not be set up: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/opening/privilegedopener.cpp" line="+38"/>
        <source>Cannot open %1 through polkit: the privileged helper %2 is not installed (%3); nothing was run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not authorised to open %1 (polkit refused, or no password was given%2); nothing was run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+100"/>
        <source>The request for permission to open %1 was dismissed; nothing was run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot ask for permission to open %1: %2 could not be started (is polkit&apos;s pkexec installed?).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The privileged helper could not open %1 (exit code %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>O_SYNC/O_DSYNC cannot be added to a descriptor opened by the privileged helper; %1 for %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>choose the fdatasync or fsync sync mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/opening/scratchfile.cpp" line="+65"/>
        <source>Cannot create the folder %1 for the scratch file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cannot create the scratch file %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot reserve %1 for the scratch file in %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Writing the scratch file %1 failed: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Creating the scratch file was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Flushing the scratch file %1 failed: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot move the scratch file into place at %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/opening/writeguard.cpp" line="+4"/>
        <source>The confirmation names %1, but the target %2 is a directory (for a scratch file); give that device as the target, or leave out the confirmation. Nothing was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is an existing file; DriveScope writes only to a scratch file it creates, so give a directory to create it in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is neither a directory nor a block device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Writing to %1 destroys the data on it; to confirm, %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>type %1 when the window asks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The confirmation names %1, but the target is %2; nothing was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/drivemodel.cpp" line="+174"/>
        <source>Scratch file  %1  no privilege</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1: a scratch file of random bytes, made once; measuring it needs no privilege</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/runsmodel.cpp" line="+158"/>
        <source>I/Os per s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Key figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../run/targetchoice.cpp" line="+12"/>
        <source>Scratch file (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Simulated %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../run/targetopener.cpp" line="+88"/>
        <source>Creating a %1 scratch file of random bytes to write to (removed after the run)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Creating the %1 scratch file of random bytes (once)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Asking for permission to open the drive (polkit)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../run/writeconfirmdialog.cpp" line="+18"/>
        <source>Destroy the data on %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;%1 writes to the whole of %2.&lt;/b&gt; Everything on it may be overwritten: files, partitions, file systems.</source>
        <extracomment>%1: what writes (a benchmark); %2: the drive.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Even a sweep that writes back what it read reverts anything another program writes to the drive meanwhile: close every program that uses it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To go ahead, type the drive&apos;s name exactly: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Write to the drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>DriveScope never writes into a file it did not create (%1). Add a folder for a scratch file, or pick a whole drive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The name typed (&quot;%1&quot;) is not %2; nothing was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../session/loadedsession.cpp" line="+39"/>
        <source>%1 is not there any more (moved or deleted).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is a folder, not a session file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>There is not enough memory to open %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../session/runjournalkeeper.cpp" line="+75"/>
        <source>Cannot create the journal folder %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot start the journal %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+89"/>
        <source>There is not enough memory to recover %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../session/sessionactions.cpp" line="+25"/>
        <source>%1 has 1 run that is not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has 1 run that is not saved (one still running: it will be stopped and its partial run kept).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has %2 runs that are not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has %2 runs that are not saved (one still running: it will be stopped and its partial run kept).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has %2 runs that are not saved (%3 still running: it will be stopped and its partial run kept).</source>
        <extracomment>%1: the session&apos;s file; %2: how many runs are not saved; %3: how many of them still run.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has changes that are not saved (runs were removed; its title or notes were edited).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has changes that are not saved (runs were removed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has changes that are not saved (its title or notes were edited).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has changes that are not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save them before %1?</source>
        <extracomment>%1: what is about to happen (&quot;closing&quot;, &quot;opening disks.dss&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../window/mainwindow.cpp" line="+626"/>
        <source>Unsaved runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>starting a new session</source>
        <extracomment>Completes &quot;Save them before %1?&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New session: its runs are saved when you choose File &gt; Save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Open a DriveScope session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+9"/>
        <source>opening %1</source>
        <extracomment>Completes &quot;Save them before %1?&quot;; %1: a session file&apos;s name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Add the runs of another session beside this one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+38"/>
        <source>It was removed from Open Recent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The open session is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No runs were added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot open the session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Opened %1: %2.</source>
        <extracomment>%1: the session file; %2: &quot;1 run&quot;, &quot;3 runs&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Added %1 from %2 beside this session&apos;s runs; they are part of it now (save to keep them).</source>
        <extracomment>%1: &quot;1 run&quot;, &quot;3 runs&quot;; %2: the session file they came from.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Save the session as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Saving %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Saved %1 to %2.</source>
        <extracomment>%1: &quot;1 run&quot;, &quot;3 runs&quot;; %2: the session file.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing was lost: the runs are still open here, unsaved, and any file already at that place is as it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot save the session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is a folder; choose a file name to save to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing was saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot save the session to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>No recent sessions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Clear list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../session/sessiondocument.cpp" line="+20"/>
        <source>Untitled session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+190"/>
        <source>the open session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the target of run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../session/sessionpropertiesdialog.cpp" line="-3"/>
        <source>%1 runs (%2 not saved yet)</source>
        <extracomment>%1: how many runs the session has; %2: how many of them no file holds.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 run (not saved yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 runs (none saved yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>no runs yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>from %1</source>
        <comment>measured from a date</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 to %2 (local time)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Session Properties — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>e.g. Three SATA drives for the NAS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>e.g. SATA cable swapped before run 3; room at 28 °C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Title:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Notes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The title names the window and the PDF/HTML reports; the notes are printed under the report&apos;s title. Both are saved in the session file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>File:</source>
        <comment>a session&apos;s file</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not saved yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measured:</source>
        <comment>when the runs were measured</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/windowprompts.cpp" line="+18"/>
        <source>DriveScope sessions (*.dss);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/comparewindow.cpp" line="-68"/>
        <source>unknown</source>
        <comment>a benchmark</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pick at least two runs of the same benchmark to compare (Ctrl+click or Shift+click in the runs table).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Only runs of the same benchmark can be compared; these are %1 and %2 runs.</source>
        <extracomment>%1: benchmarks&apos; titles, comma-separated; %2: the last one.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Compare %1 runs — DriveScope</source>
        <extracomment>%1: a benchmark&apos;s title.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 runs. The first, %3, is the baseline: the other columns give their difference from it (green better, red worse).</source>
        <extracomment>%1: a benchmark&apos;s title; %2: how many runs; %3: the first run&apos;s label.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/drivepanel.cpp" line="-206"/>
        <source>Add…</source>
        <comment>drive list: add a file, folder or simulated drive</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a file to read, a folder (a scratch file is made in it), or a simulated drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>File (read as it is)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder (a 1 GiB scratch file in it)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Simulated drive (a model with known answers)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+130"/>
        <source>Measure reads of a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Measure the drive under a folder (a scratch file is made in it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+43"/>
        <location line="+23"/>
        <location line="+6"/>
        <location line="+9"/>
        <source>Kind</source>
        <comment>what a drive is</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-37"/>
        <source>partition of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+33"/>
        <source>Block sizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-32"/>
        <location line="+33"/>
        <source>%1 B logical, %2 B physical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Rotation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 rpm (the drive reports)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Link</source>
        <comment>how a drive is attached</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model</source>
        <comment>a drive&apos;s model name</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scheduler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backing file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Writable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no: read-only (set by the system); DriveScope only reads it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yes, when nothing uses it and you confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mounted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing</source>
        <comment>mounted: nothing</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Held by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>scratch file of random bytes, made once and reused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exists</source>
        <comment>the scratch file</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>checking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yes</source>
        <comment>the scratch file exists</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no: made (with progress) when you press Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>simulated hard disk: a model with known ground truth (docs/simulated-drive.md); it stores nothing, so writes need no confirmation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>simulated SSD: a model with known ground truth (docs/simulated-drive.md); it stores nothing, so writes need no confirmation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>file, read as it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reads never change anything. A drive you may not read is opened through polkit (the system asks for a password once).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/helpmenu.cpp" line="+12"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;What each benchmark measures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What each benchmark measures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;About DriveScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About DriveScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Ctrl+R</source>
        <comment>keyboard shortcut</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>start or stop the run on the page shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Esc</source>
        <comment>keyboard shortcut</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>stop every run (while one runs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ctrl+%1</source>
        <comment>keyboard shortcut</comment>
        <extracomment>%1: a page&apos;s title.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the %1 page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+D</source>
        <comment>keyboard shortcut</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>compare the runs selected in the runs table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <comment>keyboard shortcut</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>remove the selected runs from the session (runs table)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Z</source>
        <comment>keyboard shortcut</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>put the removed runs back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+N / Ctrl+O</source>
        <comment>keyboard shortcut</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>new session / open a session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+S / Ctrl+Shift+S</source>
        <comment>keyboard shortcut</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>save the session / save it as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+W or Esc</source>
        <comment>keyboard shortcut</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>close a Compare window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Q</source>
        <comment>keyboard shortcut</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>quit</source>
        <comment>what Ctrl+Q does</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Reads never change anything. Writes go to a scratch file DriveScope creates, or to a whole drive only when nothing uses it and you typed its name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>DriveScope %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>See how a drive behaves: seek latency, throughput from the first to the last gigabyte, synchronous writes and the write cache, bandwidth and the request sizes the device receives, queue depth and the speed grid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Built with Qt %1 (running on Qt %2).</source>
        <extracomment>%1: the Qt version DriveScope was built with; %2: the one it runs on.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/mainwindow.cpp" line="-570"/>
        <source>recovered (partial)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>recovered (finished, unsaved)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+133"/>
        <source>The run goes on without crash recovery.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reads never change anything. Pick a drive on the left, or keep the scratch file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open session…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A&amp;dd runs from session…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opens another session file beside this one: its runs join this session, to compare them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Session &amp;Properties…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The session&apos;s title (names the window and its reports) and notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add &amp;file to measure…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add f&amp;older to measure…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saved %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Start / Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>S&amp;top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Compare selected runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Use These Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sets the run&apos;s page to the options the run in the runs table was measured with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 — %2[*] — DriveScope</source>
        <extracomment>The window&apos;s title: the session&apos;s title, its file, the program.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1[*] — DriveScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>1 run not saved yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 runs not saved yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>changed, not saved yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Runs of %1&lt;/b&gt;%2 &amp;nbsp; (select one to see its charts again; drop .dss files here to add theirs)</source>
        <extracomment>%1: the session&apos;s file; %2: &quot; — 2 runs not saved yet&quot;, or nothing.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 is measuring %2 now: two runs on one drive would each measure the other&apos;s I/O. Wait for it to finish, or stop it (Esc), then press Start.</source>
        <extracomment>%1: a benchmark&apos;s title; %2: a drive or file.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Pick a run in the runs table first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: the options that run was measured with. Press Start (Ctrl+R) to measure %2 with them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the drive you pick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This window has no page for that run&apos;s benchmark.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 running on %2… (Esc stops)</source>
        <extracomment>%1: a benchmark&apos;s title; %2: the drive or file it measures.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+49"/>
        <source>%1 of %2 — %3 samples, started %4, %5</source>
        <extracomment>%1: a benchmark; %2: the drive or file; %3: a count; %4: date and time; %5: &quot;cut short&quot; or &quot;finished but not saved&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>finished but not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>cut short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 run journal(s) in %2 could not be read and were left there: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>DriveScope found a run that no session file holds (DriveScope was closed unexpectedly or crashed):
%1

Recover adds it to this session: a run cut short labelled “%2”, one that had finished “%3”. Discard deletes it. Later keeps it for the next start.</source>
        <extracomment>%1: the runs found, one a line; %2, %3: the labels the recovered runs get.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Recover unsaved runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Recovered %1 run(s) into this session; save to keep them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Deleted %1 unsaved run(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The unsaved run(s) stay in %1 and are offered again at the next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+76"/>
        <source>closing</source>
        <extracomment>Completes &quot;Save them before %1?&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/runremover.cpp" line="+21"/>
        <source>&amp;Remove run from session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo remove run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Removed the %1 run of %2 from the session (Ctrl+Z puts it back).</source>
        <extracomment>%1: a benchmark&apos;s title; %2: the drive or file the run measured.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removed %1 runs from the session (Ctrl+Z puts them back).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The removed run is back in the session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The %1 removed runs are back in the session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../window/simulateddrivedialog.cpp" line="+28"/>
        <source>Hard disk, 7200 rpm, 500 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard disk, write cache off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Laptop hard disk, 5400 rpm, 1 TB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Server hard disk, 15000 rpm, 300 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SSD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Add simulated drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Add</source>
        <comment>button: add the simulated drive</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Model:</source>
        <comment>a simulated drive&apos;s model</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A model with known ground truth: seek curve, rotation, zone rates and write cache as the parameters say (rpm, t2t, avg, full, outer, inner, cache=on|off, capacity, seed; an SSD: read, write, channels). It stores nothing; &quot;paced&quot; runs it in real time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>A simulated drive starts with sim:hdd or sim:ssd.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DriveScope::Text::Text::Text</name>
    <message>
        <location filename="../window/mainwindow.cpp" line="-104"/>
        <source>DriveScope found %1 runs that no session file holds (DriveScope was closed unexpectedly or crashed):
%2

Recover adds them to this session: a run cut short labelled “%3”, one that had finished “%4”. Discard deletes them. Later keeps them for the next start.</source>
        <extracomment>%1: how many; %2: the runs found, one a line; %3, %4: the labels the recovered runs get.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
