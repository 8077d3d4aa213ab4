<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>DriveScope</name>
    <message>
        <location filename="../../core/bench/bandwidth/bandwidthbenchmark.cpp" line="+124"/>
        <location filename="../../core/bench/syncwrite/syncwritebenchmark.cpp" line="+61"/>
        <source>Flushing %1 after the last write failed: %2.</source>
        <translation>Der Flush von %1 nach dem letzten Schreibzugriff ist fehlgeschlagen: %2.</translation>
    </message>
    <message>
        <location filename="../../core/bench/bandwidth/bandwidthconfig.cpp" line="+23"/>
        <location filename="../../core/bench/speed/speedconfig.cpp" line="+231"/>
        <location filename="../../core/bench/zone/zoneconfig.cpp" line="+126"/>
        <source>block size</source>
        <extracomment>%1 of the sentences on a transfer size (&quot;The %1 must be positive (got %2 B).&quot;)</extracomment>
        <translation>Blockgröße</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../core/bench/blocksize/blocksizeconfig.cpp" line="+138"/>
        <location filename="../../core/bench/speed/speedconfig.cpp" line="+0"/>
        <source>one transfer</source>
        <extracomment>%4 of &quot;The %1 %2 is larger than the %3 %4 may be.&quot;</extracomment>
        <translation>einen Transfer</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The total must be positive.</source>
        <translation>Die Gesamtmenge muss positiv sein.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The interval must be between 0.1 s and 1 h.</source>
        <translation>Das Intervall muss zwischen 0,1 s und 1 h liegen.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The region starts at %1, not a multiple of the %2 B that direct I/O needs here.</source>
        <translation>Der Bereich beginnt bei %1, keinem Vielfachen der %2 B, die Direkt-I/O hier benötigt.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The region &apos;%1&apos; is too small for one %2 B transfer.</source>
        <translation>Der Bereich &apos;%1&apos; ist zu klein für einen Transfer von %2 B.</translation>
    </message>
    <message>
        <location filename="../../core/bench/bandwidth/bandwidthkind.cpp" line="+23"/>
        <source>Bandwidth</source>
        <translation>Bandbreite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reads or writes the target sequentially in large blocks, as dd does, and shows MB/s together with the device&apos;s own statistics: the request size the device really received and its queue (aqu-sz), from /sys/block.</source>
        <translation>Liest oder schreibt das Ziel sequenziell in großen Blöcken wie dd und zeigt MB/s zusammen mit der eigenen Statistik des Geräts: die Anforderungsgröße, die das Gerät tatsächlich erhielt, und seine Warteschlange (aqu-sz), aus /sys/block.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../core/bench/zone/zonekind.cpp" line="+31"/>
        <location filename="../report/reportsections.cpp" line="+183"/>
        <source>blocks</source>
        <translation>Blöcke</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>device requests %1 kB</source>
        <translation>Geräteanforderungen %1 kB</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>MB/s is the bytes transferred over the time from the first block&apos;s start to the last one&apos;s end; the device&apos;s own MB/s, request size and queue come from /proc/diskstats.</source>
        <translation>MB/s sind die übertragenen Bytes über die Zeit vom Beginn des ersten Blocks bis zum Ende des letzten; die eigenen MB/s, Anforderungsgröße und Warteschlange des Geräts stammen aus /proc/diskstats.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The device&apos;s own counters were not recorded for this target, so only DriveScope&apos;s MB/s is shown.</source>
        <translation>Die eigenen Zähler des Geräts wurden für dieses Ziel nicht aufgezeichnet, daher werden nur die MB/s von DriveScope angezeigt.</translation>
    </message>
    <message>
        <location line="+37"/>
        <location filename="../../core/bench/speed/speedconfig.cpp" line="-133"/>
        <location filename="../pages/blocksize/blocksizechart.cpp" line="+75"/>
        <source>write</source>
        <comment>direction</comment>
        <translation>Schreiben</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../core/bench/blocksize/blocksizekind.cpp" line="+102"/>
        <location filename="../../core/bench/speed/speedconfig.cpp" line="-1"/>
        <location filename="../pages/blocksize/blocksizechart.cpp" line="+0"/>
        <source>read</source>
        <comment>direction</comment>
        <translation>Lesen</translation>
    </message>
    <message>
        <location line="+18"/>
        <location filename="../../core/bench/engine/benchmarkkind.cpp" line="+98"/>
        <location filename="../models/runsmodel.cpp" line="+173"/>
        <source>Throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Transferred</source>
        <translation>Übertragen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Device request size (average)</source>
        <translation>Anforderungsgröße des Geräts (Mittel)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Final flush</source>
        <translation>Abschließender Flush</translation>
    </message>
    <message>
        <location filename="../../core/bench/bandwidth/requestsizecheck.cpp" line="+53"/>
        <source>The size of the requests the device received is unknown: no device statistics.</source>
        <translation>Die Größe der Anforderungen, die das Gerät erhielt, ist unbekannt: keine Gerätestatistik.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The size of the requests the device received is unknown: no device statistics (%1).</source>
        <translation>Die Größe der Anforderungen, die das Gerät erhielt, ist unbekannt: keine Gerätestatistik (%1).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 counted no write requests during the run.</source>
        <translation>%1 zählte während des Laufs keine Schreibanforderungen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 counted no write requests during the run (without O_DIRECT the page cache answered).</source>
        <translation>%1 zählte während des Laufs keine Schreibanforderungen (ohne O_DIRECT antwortete der Seitencache).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 counted no read requests during the run.</source>
        <translation>%1 zählte während des Laufs keine Leseanforderungen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 counted no read requests during the run (without O_DIRECT the page cache answered).</source>
        <translation>%1 zählte während des Laufs keine Leseanforderungen (ohne O_DIRECT antwortete der Seitencache).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>max_sectors_kb = %1 KiB, max_hw_sectors_kb = %2 KiB in /sys/block/%3/queue</source>
        <translation>max_sectors_kb = %1 KiB, max_hw_sectors_kb = %2 KiB in /sys/block/%3/queue</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 received %2 write requests of %3 on average</source>
        <translation>%1 erhielt %2 Schreibanforderungen von durchschnittlich %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 received %2 read requests of %3 on average</source>
        <translation>%1 erhielt %2 Leseanforderungen von durchschnittlich %3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the kernel splits every request larger than max_sectors_kb (%1 KiB) before it reaches the device; the hardware limit max_hw_sectors_kb is %2 KiB, so as root &apos;echo %2 &gt; /sys/block/%3/queue/max_sectors_kb&apos; lets larger requests through</source>
        <translation>der Kernel teilt jede Anforderung über max_sectors_kb (%1 KiB), bevor sie das Gerät erreicht; die Hardwaregrenze max_hw_sectors_kb beträgt %2 KiB, daher lässt als root &apos;echo %2 &gt; /sys/block/%3/queue/max_sectors_kb&apos; größere Anforderungen durch</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the kernel splits every request larger than max_sectors_kb (%1 KiB) before it reaches the device; the hardware limit max_hw_sectors_kb is %2 KiB, so the device itself cannot take larger ones</source>
        <translation>der Kernel teilt jede Anforderung über max_sectors_kb (%1 KiB), bevor sie das Gerät erreicht; die Hardwaregrenze max_hw_sectors_kb beträgt %2 KiB, das Gerät selbst kann also keine größeren annehmen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>max_sectors_kb (%1 KiB) would allow whole blocks, but max_segments is %2: the %3 buffer is %4 memory pages of 4 KiB, each its own segment unless physically adjacent, so one request carries at most about %2 x 4 KiB = %5 (max_hw_sectors_kb = %6 KiB; /sys/block/%7/queue); other programs&apos; I/O on the same disk is counted too</source>
        <translation>max_sectors_kb (%1 KiB) würde ganze Blöcke erlauben, aber max_segments ist %2: der Puffer von %3 umfasst %4 Speicherseiten zu 4 KiB, jede ein eigenes Segment, sofern nicht physisch benachbart, daher trägt eine Anforderung höchstens etwa %2 x 4 KiB = %5 (max_hw_sectors_kb = %6 KiB; /sys/block/%7/queue); I/O anderer Programme auf demselben Laufwerk wird mitgezählt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>max_sectors_kb (%1 KiB) would allow whole blocks, but max_segments is %2: the %3 buffer is %4 memory pages of 4 KiB, each its own segment unless physically adjacent, so one request carries at most about %2 x 4 KiB = %5 (max_hw_sectors_kb = %6 KiB; /sys/block/%7/queue)</source>
        <translation>max_sectors_kb (%1 KiB) würde ganze Blöcke erlauben, aber max_segments ist %2: der Puffer von %3 umfasst %4 Speicherseiten zu 4 KiB, jede ein eigenes Segment, sofern nicht physisch benachbart, daher trägt eine Anforderung höchstens etwa %2 x 4 KiB = %5 (max_hw_sectors_kb = %6 KiB; /sys/block/%7/queue)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 allow whole blocks, so another limit split them (max_segment_size, the file&apos;s extents, a stacked device), or other programs&apos; smaller I/O on the same disk is counted too</source>
        <translation>%1 erlauben ganze Blöcke, also hat eine andere Grenze sie geteilt (max_segment_size, die Extents der Datei, ein gestapeltes Gerät), oder kleinere I/O anderer Programme auf demselben Laufwerk wird mitgezählt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 allow whole blocks, so another limit split them (max_segment_size, the file&apos;s extents, a stacked device)</source>
        <translation>%1 erlauben ganze Blöcke, also hat eine andere Grenze sie geteilt (max_segment_size, die Extents der Datei, ein gestapeltes Gerät)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The device received smaller requests than the %1 blocks asked for: %2: %3.</source>
        <translation>Das Gerät erhielt kleinere Anforderungen als die angeforderten Blöcke von %1: %2: %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The device received larger requests than the %1 blocks asked for: %2 (the kernel merged neighbouring blocks; %3).</source>
        <translation>Das Gerät erhielt größere Anforderungen als die angeforderten Blöcke von %1: %2 (der Kernel hat benachbarte Blöcke zusammengefasst; %3).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The device received larger requests than the %1 blocks asked for: %2 (the kernel merged neighbouring blocks, or the page cache read ahead; %3).</source>
        <translation>Das Gerät erhielt größere Anforderungen als die angeforderten Blöcke von %1: %2 (der Kernel hat benachbarte Blöcke zusammengefasst, oder der Seitencache hat vorausgelesen; %3).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The device received the %1 blocks as asked: %2 (%3).</source>
        <translation>Das Gerät erhielt die Blöcke von %1 wie angefordert: %2 (%3).</translation>
    </message>
    <message>
        <location filename="../../core/bench/benchmarkregistry.cpp" line="+24"/>
        <source>Unknown benchmark</source>
        <translation>Unbekannter Benchmark</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../core/bench/speed/speedkind.cpp" line="+31"/>
        <location filename="../pages/benchmarkpage.cpp" line="+554"/>
        <location filename="../report/reportsections.cpp" line="+2"/>
        <location filename="../window/comparewindow.cpp" line="+98"/>
        <source>I/Os</source>
        <translation>I/Os</translation>
    </message>
    <message>
        <location filename="../../core/bench/blocksize/blocksizebenchmark.cpp" line="+23"/>
        <source>%1 write</source>
        <comment>a transfer size&apos;s writes</comment>
        <translation>%1 Schreiben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 read</source>
        <comment>a transfer size&apos;s reads</comment>
        <translation>%1 Lesen</translation>
    </message>
    <message>
        <location line="+79"/>
        <location filename="../../core/bench/speed/speedbenchmark.cpp" line="+203"/>
        <source>Flushing the writes of %1 to %2 failed: %3.</source>
        <translation>Der Flush der Schreibzugriffe von %1 auf %2 ist fehlgeschlagen: %3.</translation>
    </message>
    <message>
        <location filename="../../core/bench/blocksize/blocksizeconfig.cpp" line="-96"/>
        <source>&apos;%1&apos; is not a transfer size: a power of two from 512 B to 64 MiB (4KiB, 1MiB).</source>
        <translation>&apos;%1&apos; ist keine Transfergröße: eine Zweierpotenz von 512 B bis 64 MiB (4KiB, 1MiB).</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>In &apos;%1&apos; the first size is larger than the second: smallest first (4KiB..8MiB).</source>
        <translation>In &apos;%1&apos; ist die erste Größe größer als die zweite: die kleinste zuerst (4KiB..8MiB).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The sizes must go up, each once (%1 comes after %2).</source>
        <translation>Die Größen müssen aufsteigen, jede nur einmal (%1 folgt auf %2).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No transfer size given (4KiB..8MiB, or 4KiB,64KiB,1MiB).</source>
        <translation>Keine Transfergröße angegeben (4KiB..8MiB oder 4KiB,64KiB,1MiB).</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>%1 is not a transfer size: a power of two from 512 B to 64 MiB.</source>
        <translation>%1 ist keine Transfergröße: eine Zweierpotenz von 512 B bis 64 MiB.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The transfer sizes must go up, each once.</source>
        <translation>Die Transfergrößen müssen aufsteigen, jede nur einmal.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>transfer size</source>
        <extracomment>%1 of the sentences on a transfer size (&quot;The %1 must be positive (got %2 B).&quot;)</extracomment>
        <translation>Transfergröße</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 takes no transfer of 64 MiB or less.</source>
        <translation>%1 nimmt keinen Transfer von 64 MiB oder weniger an.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The queue depth must be from 1 to %1 (got %2).</source>
        <translation>Die Warteschlangentiefe muss zwischen 1 und %1 liegen (angegeben: %2).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 transfers of %2 in flight would need more than 1 GiB of buffers.</source>
        <translation>%1 gleichzeitige Transfers von %2 würden mehr als 1 GiB Puffer benötigen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The time per size must be between 0.01 s and one hour.</source>
        <translation>Die Zeit pro Größe muss zwischen 0,01 s und einer Stunde liegen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The test area must be a multiple of the largest transfer, %1 (got %2 B).</source>
        <translation>Der Testbereich muss ein Vielfaches des größten Transfers sein, %1 (angegeben: %2 B).</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../core/bench/speed/speedconfig.cpp" line="+129"/>
        <source>%1 holds %2, less than the %3 test area: %4.</source>
        <translation>%1 fasst %2, weniger als der Testbereich von %3: %4.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../core/bench/speed/speedconfig.cpp" line="+2"/>
        <source>choose a smaller test area</source>
        <translation>wählen Sie einen kleineren Testbereich</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../core/bench/speed/speedconfig.cpp" line="-27"/>
        <source>%1 was opened for reading only: writes need a directory (for a scratch file) or a whole device %2.</source>
        <translation>%1 wurde nur zum Lesen geöffnet: Schreibzugriffe brauchen ein Verzeichnis (für eine Testdatei) oder ein ganzes Gerät, %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../core/bench/speed/speedconfig.cpp" line="+3"/>
        <source>whose name you typed to confirm</source>
        <translation>dessen Namen Sie zur Bestätigung eingegeben haben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>More than %1 sizes and directions.</source>
        <translation>Mehr als %1 Größen und Richtungen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The samples kept per size must be from 0 to %1 (got %2).</source>
        <translation>Die Zahl der pro Größe behaltenen Messwerte muss zwischen 0 und %1 liegen (angegeben: %2).</translation>
    </message>
    <message>
        <location filename="../../core/bench/blocksize/blocksizekind.cpp" line="-75"/>
        <source>Transfer size</source>
        <translation>Transfergröße</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Transfer-size sweep (sequential MB/s by transfer size)</source>
        <translation>Messreihe Transfergröße (sequenzielle MB/s je Transfergröße)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sequential reads, and writes where they lose nothing, at each transfer size from 512 B (or the drive&apos;s block size) to 64 MiB, four in flight through io_uring, over the first 256 MiB: the chart ATTO Disk Benchmark draws, and the size from which the drive reaches 95 % of its best.</source>
        <translation>Sequenzielle Lesezugriffe, und Schreibzugriffe, wo dabei nichts verloren geht, bei jeder Transfergröße von 512 B (oder der Blockgröße des Laufwerks) bis 64 MiB, vier gleichzeitig über io_uring, über die ersten 256 MiB: das Diagramm, das ATTO Disk Benchmark zeichnet, und die Größe, ab der das Laufwerk 95 % seines Bestwerts erreicht.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../report/reportsections.cpp" line="-1"/>
        <source>transfers</source>
        <translation>Transfers</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Samples kept per size</source>
        <translation>Behaltene Messwerte je Größe</translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../../core/bench/speed/speedkind.cpp" line="+58"/>
        <source>the plan cannot be read back</source>
        <translation>der Plan kann nicht zurückgelesen werden</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no transfer size measured</source>
        <translation>keine Transfergröße gemessen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>reads reach 95 % of their best from %1 · read %2 MB/s</source>
        <extracomment>The window shows the part before &quot; · &quot; large: keep &quot; · &quot;.</extracomment>
        <translation>Lesen: 95 % des Bestwerts ab %1 · Lesen %2 MB/s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>write %1 MB/s (95 % from %2)</source>
        <translation>Schreiben %1 MB/s (95 % ab %2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>read, write</source>
        <comment>directions</comment>
        <translation>Lesen, Schreiben</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Each transfer size streams through the test area from its start, its queue depth of transfers in flight, for the area once or its time, whichever comes first; MB/s is its bytes over the time from the first submission to the last completion. Writes send random data and are flushed, untimed.</source>
        <translation>Jede Transfergröße läuft ab dem Anfang durch den Testbereich, mit so vielen gleichzeitigen Transfers wie ihre Warteschlangentiefe, einmal über den Bereich oder für ihre Zeit, je nachdem, was zuerst eintritt; MB/s sind ihre Bytes über die Zeit von der ersten Übermittlung bis zum letzten Abschluss. Schreibzugriffe senden Zufallsdaten und werden ohne Zeitmessung per Flush geleert.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Every transfer counts in the figures; %1 of the %2 are kept as samples (the first of each size and direction).</source>
        <translation>Jeder Transfer zählt in den Kennzahlen; %1 der %2 werden als Messwerte behalten (der erste jeder Größe und Richtung).</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Best read</source>
        <translation>Bestwert Lesen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reads at 95 % of best from</source>
        <translation>Lesen mit 95 % des Bestwerts ab</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Best write</source>
        <translation>Bestwert Schreiben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Writes at 95 % of best from</source>
        <translation>Schreiben mit 95 % des Bestwerts ab</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Read at %1</source>
        <translation>Lesen bei %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Write at %1</source>
        <translation>Schreiben bei %1</translation>
    </message>
    <message>
        <location filename="../../core/bench/depth/depthconfig.cpp" line="+37"/>
        <source>&apos;%1&apos; is not a queue depth from 1 to %2 (nor A..B, the powers of two between).</source>
        <translation>&apos;%1&apos; ist keine Warteschlangentiefe von 1 bis %2 (auch nicht A..B, die Zweierpotenzen dazwischen).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In &apos;%1&apos; the first depth is larger than the second.</source>
        <translation>In &apos;%1&apos; ist die erste Tiefe größer als die zweite.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The depths must go up, each once (%1 comes after %2).</source>
        <translation>Die Tiefen müssen aufsteigen, jede nur einmal (%1 folgt auf %2).</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+19"/>
        <source>No queue depth given.</source>
        <translation>Keine Warteschlangentiefe angegeben.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../core/bench/seek/seekconfig.cpp" line="+33"/>
        <source>The queue depth must be between 1 and %1 (got %2).</source>
        <translation>Die Warteschlangentiefe muss zwischen 1 und %1 liegen (angegeben: %2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The depths must go up, each once.</source>
        <translation>Die Tiefen müssen aufsteigen, jede nur einmal.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The time per depth must be between 0.01 s and one hour.</source>
        <translation>Die Zeit pro Tiefe muss zwischen 0,01 s und einer Stunde liegen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The reads per depth must be between 1 and %1 (got %2).</source>
        <translation>Die Zahl der Lesezugriffe pro Tiefe muss zwischen 1 und %1 liegen (angegeben: %2).</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../../core/bench/seek/seekconfig.cpp" line="+20"/>
        <source>read size</source>
        <extracomment>%1 of the sentences on a transfer size (&quot;The %1 must be positive (got %2 B).&quot;)</extracomment>
        <translation>Lesegröße</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../core/bench/zone/zoneconfig.cpp" line="+0"/>
        <source>one read</source>
        <extracomment>%4 of &quot;The %1 %2 is larger than the %3 %4 may be.&quot;</extracomment>
        <translation>einen Lesezugriff</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 reads of %2 in flight would need more than 1 GiB of buffers.</source>
        <translation>%1 gleichzeitige Lesezugriffe von %2 würden mehr als 1 GiB Puffer benötigen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../../core/bench/seek/seekconfig.cpp" line="+28"/>
        <source>The region &apos;%1&apos; is too small for one %2 read.</source>
        <translation>Der Bereich &apos;%1&apos; ist zu klein für einen Lesezugriff von %2.</translation>
    </message>
    <message>
        <location filename="../../core/bench/blocksize/blocksizekind.cpp" line="-146"/>
        <location filename="../../core/bench/depth/depthkind.cpp" line="+23"/>
        <location filename="../pages/blocksize/blocksizeform.cpp" line="+58"/>
        <location filename="../pages/seek/seekform.cpp" line="+128"/>
        <location filename="../report/reportsections.cpp" line="-101"/>
        <source>Queue depth</source>
        <translation>Queue-Tiefe</translation>
    </message>
    <message>
        <location filename="../../core/bench/depth/depthkind.cpp" line="+1"/>
        <source>Queue depth sweep (IOPS and latency)</source>
        <translation>Messreihe Warteschlangentiefe (IOPS und Latenz)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Random reads (4 KiB unless set) at queue depths from 1 upwards through io_uring: IOPS and the latency percentiles against depth, with the knee where more depth stops adding IOPS and only adds waiting.</source>
        <translation>Zufällige Lesezugriffe (4 KiB, sofern nicht anders eingestellt) bei Warteschlangentiefen ab 1 aufwärts über io_uring: IOPS und die Latenz-Perzentile über der Tiefe, mit dem Knick, ab dem mehr Tiefe keine IOPS mehr bringt, sondern nur Wartezeit.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../core/bench/seek/seekkind.cpp" line="+33"/>
        <location filename="../charts/latencyhistogramchart.cpp" line="+25"/>
        <location filename="../report/reportsections.cpp" line="+98"/>
        <source>reads</source>
        <translation>Lesezugriffe</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Most reads per depth</source>
        <translation>Höchstens Lesezugriffe je Tiefe</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>no depth measured</source>
        <translation>keine Tiefe gemessen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>best %1 IOPS at QD%2 · knee QD%3</source>
        <extracomment>The window shows the part before &quot; · &quot; large: keep &quot; · &quot;.</extracomment>
        <translation>Bestwert %1 IOPS bei QD%2 · Knick QD%3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>p99 ×2 from QD%1</source>
        <translation>p99 ×2 ab QD%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 · QD %2–%3</source>
        <extracomment>key figures of a depth sweep: read size, then the queue depths from and to</extracomment>
        <translation>%1 · QD %2–%3</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+83"/>
        <source>Throughput at the best depth</source>
        <translation>Durchsatz bei der besten Tiefe</translation>
    </message>
    <message>
        <location line="-80"/>
        <source>Reads per second at the best depth</source>
        <translation>Lesezugriffe pro Sekunde bei der besten Tiefe</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>At each depth that many reads are kept in flight; IOPS are its reads over the time from the first submission to the last completion, each latency from submission to completion. The knee is where the plateau starts: the smallest depth with 80 % of the best IOPS that no deeper depth beats by 10 % per doubling of depth.</source>
        <translation>Bei jeder Tiefe werden so viele Lesezugriffe gleichzeitig in Bearbeitung gehalten; die IOPS sind ihre Lesezugriffe über die Zeit von der ersten Übermittlung bis zum letzten Abschluss, jede Latenz reicht von der Übermittlung bis zum Abschluss. Der Knick liegt am Beginn des Plateaus: die kleinste Tiefe mit 80 % der besten IOPS, die keine größere Tiefe um 10 % je Verdopplung der Tiefe übertrifft.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Best IOPS</source>
        <translation>Beste IOPS</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Knee (plateau start)</source>
        <translation>Knick (Plateaubeginn)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>p99 twice the first depth&apos;s from</source>
        <extracomment>a figure&apos;s name, its value a queue depth follows (&quot;… from QD16&quot;)</extracomment>
        <translation>p99 doppelt so hoch wie bei der ersten Tiefe ab</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>IOPS at QD%1</source>
        <translation>IOPS bei QD%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>p99 at QD%1</source>
        <translation>p99 bei QD%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>In flight at QD%1 (mean)</source>
        <extracomment>a figure&apos;s name: the mean number of reads in flight as each was sent, at that depth</extracomment>
        <translation>In Bearbeitung bei QD%1 (Mittel)</translation>
    </message>
    <message>
        <location filename="../../core/bench/engine/benchmarkkind.cpp" line="-5"/>
        <source>%1 per second</source>
        <extracomment>%1: what the benchmark&apos;s I/Os are called, capitalised (&quot;Reads&quot;)</extracomment>
        <translation>%1 pro Sekunde</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Average (avg)</source>
        <translation>Durchschnitt (avg)</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../core/bench/zone/zonekind.cpp" line="+147"/>
        <location filename="../charts/timelinechart.cpp" line="+26"/>
        <location filename="../models/runsmodel.cpp" line="-3"/>
        <location filename="../report/reportsections.cpp" line="-33"/>
        <source>Mean</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../report/reportsections.cpp" line="+0"/>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>90th percentile</source>
        <translation>90. Perzentil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>99th percentile</source>
        <translation>99. Perzentil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>99.9th percentile</source>
        <translation>99,9. Perzentil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standard deviation</source>
        <translation>Standardabweichung</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../core/bench/zone/zonekind.cpp" line="-1"/>
        <source>Minimum</source>
        <translation>Minimum</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../core/bench/zone/zonekind.cpp" line="-1"/>
        <location filename="../charts/timelinechart.cpp" line="-1"/>
        <source>Maximum</source>
        <translation>Maximum</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>no I/O counted</source>
        <translation>keine I/O gezählt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>mean %1 · p99 %2 · %3 %4/s</source>
        <extracomment>The window shows the part before &quot; · &quot; large: keep &quot; · &quot;. %3 %4/s: &quot;120 reads/s&quot;</extracomment>
        <translation>Mittel %1 · p99 %2 · %3 %4/s</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Each latency is the time from submitting one I/O to its completion (CLOCK_MONOTONIC). Percentiles are nearest-rank over every counted I/O; the standard deviation is the population one.</source>
        <translation>Jede Latenz ist die Zeit vom Übermitteln einer I/O bis zu ihrem Abschluss (CLOCK_MONOTONIC). Perzentile werden nach dem Nearest-Rank-Verfahren über alle gezählten I/Os bestimmt; die Standardabweichung ist die der Grundgesamtheit.</translation>
    </message>
    <message>
        <location filename="../../core/bench/engine/benchrunner.cpp" line="+121"/>
        <source>Cannot start worker %1 of %2: %3 (a limit on threads or memory: ulimit -u or -v, or a cgroup&apos;s); nothing was measured.</source>
        <translation>Worker %1 von %2 kann nicht gestartet werden: %3 (eine Grenze für Threads oder Speicher: ulimit -u oder -v, oder die einer cgroup); es wurde nichts gemessen.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Worker %1 ran out of memory (a limit on memory: ulimit -v, or a cgroup&apos;s); the run ends with what was measured.</source>
        <translation>Worker %1 hat keinen Speicher mehr (eine Speichergrenze: ulimit -v, oder die einer cgroup); der Lauf endet mit dem bisher Gemessenen.</translation>
    </message>
    <message>
        <location filename="../../core/bench/engine/iorecord.cpp" line="+30"/>
        <source>A worker kept %1 I/Os, as many as the memory this machine can spare holds (at most half of what is available); the run stops here. Ask for fewer I/Os or fewer workers to measure them all.</source>
        <translation>Ein Worker hat %1 I/Os behalten, so viele, wie der entbehrliche Speicher dieses Rechners fasst (höchstens die Hälfte des verfügbaren); der Lauf endet hier. Fordern Sie weniger I/Os oder weniger Worker an, um alle zu messen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The run measured more than the %1 I/Os one worker can keep; it stops here.</source>
        <translation>Der Lauf hat mehr als die %1 I/Os gemessen, die ein Worker behalten kann; er endet hier.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Writing %1%2 at offset %3 of %4 failed: %5.</source>
        <extracomment>%1 the size, %2 how it was written (&quot; (O_DIRECT|O_DSYNC)&quot;, often empty), %3 the offset in bytes, %4 the target, %5 the system&apos;s reason</extracomment>
        <translation>Das Schreiben von %1%2 bei Offset %3 auf %4 ist fehlgeschlagen: %5.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reading %1%2 at offset %3 of %4 failed: %5.</source>
        <extracomment>%1 the size, %2 how it was read (often empty), %3 the offset in bytes, %4 the target, %5 the system&apos;s reason</extracomment>
        <translation>Das Lesen von %1%2 bei Offset %3 von %4 ist fehlgeschlagen: %5.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Short write at offset %1 of %2: %3 of %4 bytes written (is the device full, or did it shrink or disappear?).</source>
        <extracomment>%1 the offset in bytes, %2 the target, %3 of %4 bytes: how many of how many asked for</extracomment>
        <translation>Unvollständiger Schreibzugriff bei Offset %1 auf %2: %3 von %4 Bytes geschrieben (ist das Gerät voll, oder ist es geschrumpft oder verschwunden?).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Short read at offset %1 of %2: %3 of %4 bytes read (did the device shrink or disappear?).</source>
        <extracomment>%1 the offset in bytes, %2 the target, %3 of %4 bytes: how many of how many asked for</extracomment>
        <translation>Unvollständiger Lesezugriff bei Offset %1 von %2: %3 von %4 Bytes gelesen (ist das Gerät geschrumpft oder verschwunden?).</translation>
    </message>
    <message>
        <location filename="../../core/bench/engine/plausibility.cpp" line="+32"/>
        <source>the host&apos;s page cache answered (the run went through it, without O_DIRECT)</source>
        <translation>der Seitencache des Hosts hat geantwortet (der Lauf ging ohne O_DIRECT durch ihn)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the drive&apos;s write cache took the writes faster than the link can carry them, or the data never left the host</source>
        <translation>der Schreibcache des Laufwerks hat die Schreibzugriffe schneller angenommen, als die Verbindung sie übertragen kann, oder die Daten haben den Host nie verlassen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the host&apos;s page cache or the drive&apos;s RAM cache answered, or the data was never read (a compressing or deduplicating device)</source>
        <translation>der Seitencache des Hosts oder der RAM-Cache des Laufwerks hat geantwortet, oder die Daten wurden nie gelesen (ein komprimierendes oder deduplizierendes Gerät)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the run&apos;s throughput</source>
        <translation>der Durchsatz des Laufs</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 MB/s (%2) is faster than %3 can carry (%4 MB/s): %5.</source>
        <extracomment>%2 which figure (&quot;the run&apos;s throughput&quot;, a figure&apos;s name), %3 the link (&quot;USB 2.0&quot;), %5 the likely cause</extracomment>
        <translation>%1 MB/s (%2) ist schneller, als %3 übertragen kann (%4 MB/s): %5.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Random reads averaged %1 ms on a disk that says it spins, faster than any spinning disk answers them (half a revolution alone is 2 ms at 15,000 rpm): a cache answered (the drive&apos;s, the host&apos;s page cache, or the host&apos;s disk under a virtual one).</source>
        <translation>Zufällige Lesezugriffe dauerten im Mittel %1 ms auf einem Laufwerk, das sich laut eigener Angabe dreht – schneller, als irgendeine drehende Festplatte sie beantwortet (allein eine halbe Umdrehung dauert bei 15.000 U/min 2 ms): Ein Cache hat geantwortet (der des Laufwerks, der Seitencache des Hosts oder die Festplatte des Hosts unter einer virtuellen).</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The file is on %1, a network or FUSE file system: the figures include the network or the file system&apos;s process and the server&apos;s caches, not only a drive.</source>
        <extracomment>%1 the file system&apos;s type (&quot;nfs4&quot;, &quot;cifs&quot;)</extracomment>
        <translation>Die Datei liegt auf %1, einem Netzwerk- oder FUSE-Dateisystem: Die Werte enthalten das Netzwerk bzw. den Prozess des Dateisystems und die Caches des Servers, nicht nur ein Laufwerk.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 had %2 of %3 in flight</source>
        <extracomment>%1 a depth or a phase (&quot;QD32&quot;, &quot;RND4K Q32T1 · read · 1&quot;), %2 the mean in flight, %3 the depth asked</extracomment>
        <translation>%1 hatte %2 von %3 in Bearbeitung</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1; and %2 more</source>
        <extracomment>%1 the parts named, %2 how many more</extracomment>
        <translation>%1; und %2 weitere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The queue was shallower than asked (on average at submission, under %1 % of the depth): %2. The figures are those of the shallower queue.</source>
        <translation>Die Warteschlange war flacher als verlangt (im Mittel beim Absenden unter %1 % der Tiefe): %2. Die Werte sind die der flacheren Warteschlange.</translation>
    </message>
    <message>
        <location filename="../../core/bench/engine/queuedloop.cpp" line="+116"/>
        <source>The kernel refused the queued I/Os on %1: %2.</source>
        <translation>Der Kernel hat die eingereihten I/Os auf %1 abgelehnt: %2.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Waiting for I/O on %1 failed: %2.</source>
        <translation>Das Warten auf I/O auf %1 ist fehlgeschlagen: %2.</translation>
    </message>
    <message>
        <location filename="../../core/bench/engine/region.cpp" line="+20"/>
        <source>&apos;%1&apos; is not a percentage between 0% and 100%</source>
        <translation>&apos;%1&apos; ist kein Prozentwert zwischen 0 % und 100 %</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Region &apos;%1&apos; is not understood; use all, first:SIZE, last:SIZE or START:LENGTH.</source>
        <extracomment>all, first:SIZE, last:SIZE and START:LENGTH are what to type: keep them as they are</extracomment>
        <translation>Bereich &apos;%1&apos; ist unverständlich; verwenden Sie all, first:SIZE, last:SIZE oder START:LENGTH.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+11"/>
        <location line="+10"/>
        <source>Region &apos;%1&apos;: %2.</source>
        <translation>Bereich &apos;%1&apos;: %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Region &apos;%1&apos; is empty.</source>
        <translation>Bereich &apos;%1&apos; ist leer.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Region &apos;%1&apos; (bytes %2 to %3) lies outside the target, which is %4 bytes (%5).</source>
        <translation>Bereich &apos;%1&apos; (Bytes %2 bis %3) liegt außerhalb des Ziels, das %4 Bytes groß ist (%5).</translation>
    </message>
    <message>
        <location line="+15"/>
        <location filename="../../core/bench/seek/seekkind.cpp" line="+147"/>
        <location filename="../pages/bandwidth/bandwidthform.cpp" line="+43"/>
        <location filename="../pages/depth/depthform.cpp" line="+41"/>
        <location filename="../pages/zone/zoneform.cpp" line="+42"/>
        <source>whole target</source>
        <translation>gesamtes Ziel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>first %1</source>
        <extracomment>a region: %1 bytes at the start of the target, as typed (&quot;2GiB&quot;, &quot;10%&quot;)</extracomment>
        <translation>erste %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>last %1</source>
        <extracomment>a region: %1 bytes at the end of the target, as typed (&quot;2GiB&quot;, &quot;10%&quot;)</extracomment>
        <translation>letzte %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>to the end at %1</source>
        <extracomment>a region: from %1, as typed (&quot;1GiB&quot;, &quot;50%&quot;), to the end of the target</extracomment>
        <translation>ab %1 bis zum Ende</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 at %2</source>
        <extracomment>a region: %1 bytes from %2, each as typed (&quot;2GiB at 1GiB&quot;)</extracomment>
        <translation>%1 ab %2</translation>
    </message>
    <message>
        <location filename="../../core/bench/engine/transfersize.cpp" line="+24"/>
        <source>The %1 must be positive (got %2 B).</source>
        <extracomment>%1 names the size (&quot;read size&quot;, &quot;block size&quot;)</extracomment>
        <translation>Die %1 muss positiv sein (angegeben: %2 B).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 %2 B is not a multiple of the target&apos;s logical block size (%3 B).</source>
        <extracomment>%1 names the size (&quot;read size&quot;, &quot;block size&quot;), %2 its value</extracomment>
        <translation>Die %1 %2 B ist kein Vielfaches der logischen Blockgröße des Ziels (%3 B).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The %1 %2 B is not a multiple of the %3 B that direct I/O needs here.</source>
        <extracomment>%1 names the size (&quot;read size&quot;, &quot;block size&quot;), %2 its value</extracomment>
        <translation>Die %1 %2 B ist kein Vielfaches der %3 B, die Direkt-I/O hier benötigt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The %1 %2 is larger than the %3 %4 may be.</source>
        <extracomment>%1 names the size (&quot;read size&quot;), %2 its value, %3 the largest it may be, %4 what that bounds (&quot;one read&quot;)</extracomment>
        <translation>Die %1 %2 ist größer als die für %4 zulässigen %3.</translation>
    </message>
    <message>
        <location filename="../../core/bench/seek/accesstime.cpp" line="+20"/>
        <source>the target&apos;s size is not known</source>
        <translation>die Größe des Ziels ist unbekannt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it needs one reader at queue depth 1 (with several reads in flight the drive chooses their order, and a read no longer waits one revolution at most)</source>
        <translation>dafür ist ein einzelner Leser bei Warteschlangentiefe 1 nötig (bei mehreren gleichzeitigen Lesezugriffen wählt das Laufwerk ihre Reihenfolge, und ein Lesezugriff wartet nicht mehr höchstens eine Umdrehung)</translation>
    </message>
    <message>
        <location filename="../../core/bench/seek/seekconfig.cpp" line="-58"/>
        <source>The read count must be at least 1 (got %1).</source>
        <translation>Die Anzahl der Lesezugriffe muss mindestens 1 sein (angegeben: %1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The read count %1 is more than the %2 reads per worker DriveScope can keep.</source>
        <translation>Die Anzahl der Lesezugriffe %1 übersteigt die %2 Lesezugriffe pro Worker, die DriveScope behalten kann.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The number of workers must be between 1 and 256 (got %1).</source>
        <translation>Die Anzahl der Worker muss zwischen 1 und 256 liegen (angegeben: %1).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Queue depth %1 × %2 workers would keep %3 reads in flight; at most %4 can be.</source>
        <translation>Warteschlangentiefe %1 × %2 Worker würde %3 Lesezugriffe gleichzeitig halten; höchstens %4 sind möglich.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The read size must be positive.</source>
        <translation>Die Lesegröße muss positiv sein.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a seek read</source>
        <translation>einen Suchzugriff</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 buffers of %2 (workers × queue depth) would take %3; together they may take at most %4.</source>
        <translation>%1 Puffer von %2 (Worker × Warteschlangentiefe) würden %3 belegen; zusammen dürfen sie höchstens %4 belegen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The alignment %1 B is not a multiple of the target&apos;s block size (%2 B).</source>
        <translation>Die Ausrichtung %1 B ist kein Vielfaches der Blockgröße des Ziels (%2 B).</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Alternating placement needs at least two regions.</source>
        <translation>Abwechselnde Platzierung benötigt mindestens zwei Bereiche.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Per-worker placement gives each worker one region, but %1 regions have only %2 workers; use at least %1 workers.</source>
        <translation>Platzierung pro Worker gibt jedem Worker einen Bereich, aber %1 Bereiche haben nur %2 Worker; verwenden Sie mindestens %1 Worker.</translation>
    </message>
    <message>
        <location filename="../../core/bench/seek/seekkind.cpp" line="-155"/>
        <source>Seek</source>
        <translation>Zugriffszeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seek (random reads)</source>
        <translation>Zugriffszeit (zufällige Lesezugriffe)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reads one block at a time at random offsets and times each read. On a spinning disk the histogram&apos;s spread is the seek plus up to one revolution of waiting; on a solid-state drive it is the controller&apos;s latency. Several readers on outer and inner regions show how the head shares its time.</source>
        <translation>Liest jeweils einen Block an zufälligen Offsets und misst jeden Lesezugriff. Auf einer drehenden Festplatte ist die Streuung des Histogramms der Suchzugriff plus bis zu einer Umdrehung Wartezeit; auf einer SSD ist es die Latenz des Controllers. Mehrere Leser in äußeren und inneren Bereichen zeigen, wie der Kopf seine Zeit aufteilt.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>no read counted</source>
        <translation>kein Lesezugriff gezählt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>mean access %1 · %2 reads/s · p99 %3</source>
        <extracomment>The window shows the part before &quot; · &quot; large: keep &quot; · &quot;.</extracomment>
        <translation>mittlere Zugriffszeit %1 · %2 Lesezugriffe/s · p99 %3</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Rotation (estimated)</source>
        <translation>Rotation (geschätzt)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Revolution (estimated)</source>
        <translation>Umdrehung (geschätzt)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rotation (drive reports)</source>
        <translation>Rotation (Laufwerksangabe)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Track-to-track seek (estimated)</source>
        <translation>Suchzugriff Spur zu Spur (geschätzt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average seek (estimated)</source>
        <translation>Mittlerer Suchzugriff (geschätzt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full-stroke seek (estimated)</source>
        <translation>Suchzugriff Vollhub (geschätzt)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>random</source>
        <comment>placement of a seek run&apos;s reads over its regions</comment>
        <translation>zufällig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>alternate</source>
        <comment>placement of a seek run&apos;s reads over its regions</comment>
        <translation>abwechselnd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>per-worker</source>
        <comment>placement of a seek run&apos;s reads over its regions</comment>
        <translation>pro Worker</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 × %2 reader · %3</source>
        <extracomment>key figures of a seek run: read size × readers · regions (&quot;4 KiB × 1 reader · whole target&quot;)</extracomment>
        <translation>%1 × %2 Leser · %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 × %2 readers · %3</source>
        <extracomment>key figures of a seek run: read size × readers · regions (&quot;4 KiB × 2 readers · first 2GB + last 2GB&quot;)</extracomment>
        <translation>%1 × %2 Leser · %3</translation>
    </message>
    <message>
        <location filename="../../core/bench/speed/speedconfig.cpp" line="-153"/>
        <source>&apos;%1&apos; is not a test: write SEQ or RND, the block size (4K, 128K, 1M), a space, then Q&lt;depth&gt;T&lt;threads&gt;, as in &apos;RND4K Q32T1&apos;.</source>
        <translation>&apos;%1&apos; ist kein Test: Schreiben Sie SEQ oder RND, die Blockgröße (4K, 128K, 1M), ein Leerzeichen, dann Q&lt;depth&gt;T&lt;threads&gt;, wie in &apos;RND4K Q32T1&apos;.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&apos;%1&apos;: the block size must be from 4K to 64M.</source>
        <translation>&apos;%1&apos;: Die Blockgröße muss zwischen 4K und 64M liegen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;%1&apos;: the queue depth must be from 1 to %2.</source>
        <translation>&apos;%1&apos;: Die Warteschlangentiefe muss zwischen 1 und %2 liegen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;%1&apos;: the threads must be from 1 to %2.</source>
        <translation>&apos;%1&apos;: Die Zahl der Threads muss zwischen 1 und %2 liegen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;%1&apos;: %2 I/Os in flight is more than the 65536 the kernel&apos;s io_uring allows one process here (depth × threads).</source>
        <translation>&apos;%1&apos;: %2 gleichzeitige I/Os sind mehr als die 65536, die io_uring des Kernels hier einem Prozess erlaubt (Tiefe × Threads).</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>mix</source>
        <comment>direction: reads and writes mixed</comment>
        <translation>gemischt</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no profile &apos;%1&apos;: the profiles are %2 (or %3).</source>
        <translation>Es gibt kein Profil &apos;%1&apos;; verfügbar sind %2 (oder %3).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>list the tests</source>
        <translation>die Tests einzeln angeben</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&apos;%1&apos; is listed twice.</source>
        <translation>&apos;%1&apos; ist doppelt aufgeführt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No test given: list them as &apos;SEQ1M Q8T1,RND4K Q32T1&apos;.</source>
        <translation>Kein Test angegeben: Geben Sie die Tests z. B. als &apos;SEQ1M Q8T1,RND4K Q32T1&apos; an.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The mix must be from 0 to 100 % reads (got %1).</source>
        <translation>Der Leseanteil der Mischung muss zwischen 0 und 100 % liegen (angegeben: %1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing to measure: neither reads nor writes nor a mix.</source>
        <translation>Nichts zu messen: weder Lesen noch Schreiben noch eine Mischung.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The runs of each test must be from 1 to %1 (got %2).</source>
        <translation>Die Anzahl der Läufe je Test muss zwischen 1 und %1 liegen (angegeben: %2).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The time of each run must be between 0.01 s and one hour.</source>
        <translation>Die Dauer jedes Laufs muss zwischen 0,01 s und einer Stunde liegen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 tests × %2 directions × %3 runs is more than %4 runs in all.</source>
        <translation>%1 Tests × %2 Richtungen × %3 Läufe ergeben mehr als %4 Läufe insgesamt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The test area must be a positive multiple of the %1 B block (got %2 B).</source>
        <translation>Der Testbereich muss ein positives Vielfaches des Blocks von %1 B sein (angegeben: %2 B).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 needs more than the %2 test area.</source>
        <translation>%1 braucht mehr als den Testbereich von %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 would need more than 1 GiB of buffers (block × depth × threads).</source>
        <translation>%1 bräuchte mehr als 1 GiB Puffer (Block × Tiefe × Threads).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The samples kept per thread must be from 0 to 1000000.</source>
        <translation>Die Anzahl der je Thread gespeicherten Messwerte muss zwischen 0 und 1000000 liegen.</translation>
    </message>
    <message>
        <location filename="../../core/bench/speed/speedkind.cpp" line="-65"/>
        <source>Speed grid</source>
        <translation>Tempo-Raster</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed grid (sequential and random, by queue depth)</source>
        <translation>Geschwindigkeitsraster (sequenziell und zufällig, nach Warteschlangentiefe)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The grid SSD owners know from CrystalDiskMark and KDiskMark: SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1 and RND4K Q1T1 (or the NVMe profile), each read and write for a few seconds, several times; the median of the runs and the best, in MB/s, IOPS and latency.</source>
        <translation>Das Raster, das SSD-Besitzer aus CrystalDiskMark und KDiskMark kennen: SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1 und RND4K Q1T1 (oder das NVMe-Profil), jeweils Lesen und Schreiben für einige Sekunden, mehrmals; der Median der Läufe und der beste Lauf, in MB/s, IOPS und Latenz.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Directions</source>
        <translation>Richtungen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mix</source>
        <translation>Mix</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 % reads, %2 % writes</source>
        <translation>%1 % Lesen, %2 % Schreiben</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Runs of each test (the best counts)</source>
        <translation>Durchläufe je Test (der beste zählt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Samples kept per thread</source>
        <translation>Behaltene Messwerte je Thread</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most threads</source>
        <translation>Höchstens Threads</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>no test measured</source>
        <translation>kein Test gemessen</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Each test keeps its queue depth of I/Os in flight on each of its threads for the run&apos;s time; MB/s and IOPS are its I/Os over the time from the first submission to the last completion, the median of the runs and the best. Writes send random data.</source>
        <translation>Jeder Test hält auf jedem seiner Threads für die Dauer des Laufs so viele I/Os in Bearbeitung, wie seine Warteschlangentiefe vorgibt; MB/s und IOPS sind seine I/Os geteilt durch die Zeit von der ersten Übermittlung bis zur letzten Fertigstellung, als Median der Läufe und als bester Lauf. Schreibzugriffe senden Zufallsdaten.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Every I/O counts in the figures; %1 of the %2 are kept as samples (capped: the first of each thread and run).</source>
        <translation>Alle I/Os fließen in die Kennzahlen ein; %1 von %2 werden als Messwerte gespeichert (begrenzt: jeweils die ersten je Thread und Lauf).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 runs × %2 s</source>
        <translation>%1 Läufe × %2 s</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>%1 mean</source>
        <extracomment>a speed grid figure: the test and direction (&quot;SEQ1M Q8T1 read&quot;), then &quot;mean&quot;</extracomment>
        <translation>%1 Mittelwert</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 best</source>
        <extracomment>a speed grid figure: the test and direction (&quot;SEQ1M Q8T1 read&quot;), then its best run</extracomment>
        <translation>%1 Bestwert</translation>
    </message>
    <message>
        <location filename="../../core/bench/syncwrite/syncmode.cpp" line="+38"/>
        <source>none</source>
        <comment>sync mode: buffered writes, no sync</comment>
        <translation>ohne Sync</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>O_DIRECT write + fdatasync</source>
        <translation>O_DIRECT-Schreiben + fdatasync</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O_DIRECT write + fsync</source>
        <translation>O_DIRECT-Schreiben + fsync</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buffered write, no sync</source>
        <translation>gepuffertes Schreiben, kein Sync</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>&apos;%1&apos; is not a sync mode; use osync, odsync, fdatasync, fsync, none or all.</source>
        <extracomment>keep osync, odsync, fdatasync, fsync, none and all: what --sync takes</extracomment>
        <translation>&apos;%1&apos; ist kein Sync-Modus; verwenden Sie osync, odsync, fdatasync, fsync, none oder all.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No sync mode given; use osync, odsync, fdatasync, fsync, none or all.</source>
        <translation>Kein Sync-Modus angegeben; verwenden Sie osync, odsync, fdatasync, fsync, none oder all.</translation>
    </message>
    <message>
        <location filename="../../core/bench/syncwrite/syncwriteconfig.cpp" line="+49"/>
        <source>The write count must be at least 1 (got %1).</source>
        <translation>Die Anzahl der Schreibzugriffe muss mindestens 1 sein (angegeben: %1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The write count must be at most %1 (got %2).</source>
        <translation>Die Anzahl der Schreibzugriffe darf höchstens %1 sein (angegeben: %2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The write size must be positive (got %1).</source>
        <translation>Die Schreibgröße muss positiv sein (angegeben: %1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The write size %1 is larger than the 64 MiB a sync write may be.</source>
        <translation>Die Schreibgröße %1 ist größer als die 64 MiB, die ein synchroner Schreibzugriff umfassen darf.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The start offset must not be negative (got %1).</source>
        <translation>Der Start-Offset darf nicht negativ sein (angegeben: %1).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The write size %1 B is not a multiple of the %2 B that direct I/O needs on %3.</source>
        <translation>Die Schreibgröße %1 B ist kein Vielfaches der %2 B, die Direkt-I/O auf %3 erfordert.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The start offset %1 is not a multiple of the %2 B that direct I/O needs on %3.</source>
        <translation>Der Start-Offset %1 ist kein Vielfaches der %2 B, die Direkt-I/O auf %3 erfordert.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 writes of %2 from offset %3 end at byte %4, past the end of %5 (%6).</source>
        <translation>%1 Schreibzugriffe zu je %2 ab Offset %3 enden bei Byte %4, hinter dem Ende von %5 (%6).</translation>
    </message>
    <message>
        <location filename="../../core/bench/syncwrite/syncwritekind.cpp" line="+21"/>
        <source>Sync write</source>
        <translation>Sync-Schreiben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Writes small blocks with O_DIRECT and makes each durable (O_SYNC, O_DSYNC or fdatasync) before the next. With the drive&apos;s write cache on, a write returns when the cache has it; with it off, a disk waits about one revolution per write.</source>
        <translation>Schreibt kleine Blöcke mit O_DIRECT und macht jeden vor dem nächsten dauerhaft (O_SYNC, O_DSYNC oder fdatasync). Ist der Schreibcache des Laufwerks eingeschaltet, kehrt ein Schreibzugriff zurück, sobald der Cache ihn hat; ist er aus, wartet eine Festplatte etwa eine Umdrehung pro Schreibzugriff.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../pages/syncwrite/syncwritecharts.cpp" line="+22"/>
        <location filename="../report/reportsections.cpp" line="+34"/>
        <source>writes</source>
        <translation>Schreibzugriffe</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>no write counted</source>
        <translation>kein Schreibzugriff gezählt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>mean %1 per write · %2%3 · p99 %4 · %5 writes/s</source>
        <extracomment>The window shows the part before the first &quot; · &quot; large: keep &quot; · &quot;. %3 is empty or &quot; · cache on&quot; / &quot; · cache off&quot;.</extracomment>
        <translation>Mittel %1 pro Schreibzugriff · %2%3 · p99 %4 · %5 Schreibzugriffe/s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 writes · %2</source>
        <translation>%1 pro Schreibzugriff · %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rotation (from writes)</source>
        <translation>Drehzahl (aus Schreibzugriffen)</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>cache on</source>
        <translation>Cache an</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cache off</source>
        <translation>Cache aus</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>unknown write</source>
        <translation>unbekannter Schreibzugriff</translation>
    </message>
    <message>
        <location filename="../../core/bench/zone/zonebenchmark.cpp" line="+117"/>
        <source>Flushing %1 after the sweep&apos;s writes failed: %2.</source>
        <translation>Der Flush von %1 nach den Schreibzugriffen des Scans ist fehlgeschlagen: %2.</translation>
    </message>
    <message>
        <location filename="../../core/bench/zone/zoneconfig.cpp" line="-3"/>
        <source>The number of points must be between 1 and %1 (got %2).</source>
        <translation>Die Anzahl der Punkte muss zwischen 1 und %1 liegen (angegeben: %2).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The bytes per point (%1 B) must be a positive multiple of the block size (%2 B).</source>
        <translation>Die Bytes pro Punkt (%1 B) müssen ein positives Vielfaches der Blockgröße (%2 B) sein.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Preserving writes keep a point&apos;s bytes in memory, so %1 may be at most %2 (got %3).</source>
        <extracomment>%1 names the setting: the window&apos;s field &quot;Bytes per point&quot; (or the CLI&apos;s option)</extracomment>
        <translation>Datenerhaltende Schreibzugriffe halten die Bytes eines Punkts im Speicher, daher darf %1 höchstens %2 betragen (angegeben: %3).</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../pages/zone/zoneform.cpp" line="+19"/>
        <location line="+63"/>
        <location filename="../report/reportsections.cpp" line="-100"/>
        <source>Bytes per point</source>
        <translation>Bytes pro Punkt</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The region &apos;%1&apos; (%2) is smaller than the %3 to read at each point.</source>
        <translation>Der Bereich &apos;%1&apos; (%2) ist kleiner als die %3, die an jedem Punkt gelesen werden.</translation>
    </message>
    <message>
        <location filename="../../core/bench/zone/zonekind.cpp" line="-152"/>
        <source>Zone sweep</source>
        <translation>Zonenscan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reads the target sequentially at evenly spaced points from the first to the last gigabyte and charts MB/s against offset. A spinning disk is fastest at its outer edge and loses up to half towards the inner tracks; a flat line is a solid-state drive, or a cache.</source>
        <translation>Liest das Ziel sequenziell an gleichmäßig verteilten Punkten vom ersten bis zum letzten Gigabyte und zeigt MB/s über dem Offset. Eine rotierende Festplatte ist am äußeren Rand am schnellsten und verliert zu den inneren Spuren hin bis zur Hälfte; eine flache Linie deutet auf ein Solid-State-Laufwerk oder einen Cache hin.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>the sweep&apos;s plan cannot be read back</source>
        <translation>der Plan des Scans ist nicht lesbar</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no complete point</source>
        <translation>kein vollständiger Punkt</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Each point&apos;s MB/s is its bytes over the time from its first block&apos;s start to its last block&apos;s end; the drop compares the first and last tenth of the points.</source>
        <translation>Die MB/s jedes Punkts sind seine Bytes geteilt durch die Zeit vom Start seines ersten bis zum Ende seines letzten Blocks; der Abfall vergleicht das erste und das letzte Zehntel der Punkte.</translation>
    </message>
    <message>
        <location line="+46"/>
        <location filename="../pages/zone/zonechart.cpp" line="+173"/>
        <source>max %1 · min %2 · mean %3 MB/s</source>
        <extracomment>key figures of a zone sweep, in MB/s</extracomment>
        <translation>max %1 · min %2 · Mittel %3 MB/s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>drop %1 %</source>
        <extracomment>how much slower the inner tenth of a disk is than the outer, in percent</extracomment>
        <translation>Abfall %1 %</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>mean %1 MB/s</source>
        <extracomment>a zone sweep&apos;s headline, which the window shows large: its mean throughput</extracomment>
        <translation>Mittel %1 MB/s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>drop %1 % outer → inner</source>
        <extracomment>how much slower the inner tenth of a disk is than the outer, in percent</extracomment>
        <translation>Abfall %1 % außen → innen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>max %1 · min %2 MB/s</source>
        <translation>max %1 · min %2 MB/s</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Complete points</source>
        <translation>Vollständige Punkte</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>First tenth (outer)</source>
        <translation>Erstes Zehntel (außen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last tenth (inner)</source>
        <translation>Letztes Zehntel (innen)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drop first → last tenth</source>
        <translation>Abfall erstes → letztes Zehntel</translation>
    </message>
    <message>
        <location filename="../../core/run/runstatus.cpp" line="+23"/>
        <source>not started</source>
        <comment>run status</comment>
        <translation>nicht gestartet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>running</source>
        <comment>run status</comment>
        <translation>läuft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>completed</source>
        <comment>run status</comment>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cancelled</source>
        <comment>run status</comment>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failed</source>
        <comment>run status</comment>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../../core/session/runjournal.cpp" line="+100"/>
        <source>The journal %1 is a symbolic link; DriveScope does not write through links.</source>
        <translation>Das Journal %1 ist ein symbolischer Link; DriveScope schreibt nicht über Links.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The journal %1 exists and is not a regular file; nothing was written.</source>
        <translation>Das Journal %1 existiert und ist keine reguläre Datei; es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The journal %1 is in use: another run is saving to this session.</source>
        <translation>Das Journal %1 wird bereits verwendet: Ein anderer Lauf speichert in diese Sitzung.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot create the journal %1: %2.</source>
        <translation>Das Journal %1 kann nicht angelegt werden: %2.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Cannot truncate the journal %1: %2.</source>
        <translation>Das Journal %1 kann nicht gekürzt werden: %2.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+108"/>
        <location line="+13"/>
        <source>Cannot write the journal %1: %2.</source>
        <translation>Das Journal %1 kann nicht geschrieben werden: %2.</translation>
    </message>
    <message>
        <location line="-107"/>
        <source>Cannot start the journal&apos;s thread: %1.</source>
        <translation>Der Thread des Journals kann nicht gestartet werden: %1.</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>The journal is not open.</source>
        <translation>Das Journal ist nicht geöffnet.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>a DriveScope journal</source>
        <extracomment>What the file should have been: &quot;X is not a DriveScope journal.&quot;, &quot;…, not a DriveScope journal.&quot;</extracomment>
        <translation>ein DriveScope-Journal</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 is not a DriveScope journal.</source>
        <translation>%1 ist kein DriveScope-Journal.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The journal %1 has format version %2; this version reads %3.</source>
        <translation>Das Journal %1 hat die Formatversion %2; diese Version liest %3.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The journal %1 is damaged: it does not describe its run.</source>
        <translation>Das Journal %1 ist beschädigt: Es beschreibt seinen Lauf nicht.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The journal %1 is damaged: its run description is not JSON.</source>
        <translation>Das Journal %1 ist beschädigt: Seine Laufbeschreibung ist kein JSON.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The journal %1: %2</source>
        <translation>Journal %1: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The journal %1 is damaged: the finished run&apos;s description does not read (%2).</source>
        <translation>Das Journal %1 ist beschädigt: Die Beschreibung des beendeten Laufs ist nicht lesbar (%2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+14"/>
        <source>not JSON</source>
        <translation>kein JSON</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>The journal %1 is damaged: its finished run is still running.</source>
        <translation>Das Journal %1 ist beschädigt: Sein beendeter Lauf läuft noch.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The journal %1 is damaged: it lists more than %2 finished phases.</source>
        <translation>Das Journal %1 ist beschädigt: Es listet mehr als %2 beendete Phasen auf.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The journal %1 is damaged: its finished phases do not read (%2).</source>
        <translation>Das Journal %1 ist beschädigt: Seine beendeten Phasen sind nicht lesbar (%2).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The journal %1 is empty: the run wrote nothing before it stopped.</source>
        <translation>Das Journal %1 ist leer: Der Lauf hat nichts geschrieben, bevor er endete.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+9"/>
        <source>The journal %1 is damaged: %2</source>
        <translation>Das Journal %1 ist beschädigt: %2</translation>
    </message>
    <message>
        <location filename="../../core/session/runmetajson.cpp" line="+179"/>
        <source>a consistent count of I/Os</source>
        <translation>eine stimmige Anzahl von I/Os</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>a list of [bucket, count] pairs</source>
        <translation>eine Liste von [bucket, count]-Paaren</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>as many I/Os as the phase counted</source>
        <translation>so viele I/Os, wie die Phase gezählt hat</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>the run&apos;s phases </source>
        <extracomment>Whose value is meant, before its key in &quot;The file is damaged: %1&apos;%2&apos; is not %3.&quot; (keep the trailing space).</extracomment>
        <translation>in den Phasen des Laufs </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a list of at most 1000 phases</source>
        <translation>eine Liste von höchstens 1000 Phasen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a list of objects</source>
        <translation>eine Liste von Objekten</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+77"/>
        <source>the run&apos;s </source>
        <extracomment>Whose value is meant, before its key in &quot;The file is damaged: %1&apos;%2&apos; is not %3.&quot; (keep the trailing space).</extracomment>
        <translation>im Lauf </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>a known run status</source>
        <translation>ein bekannter Laufstatus</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>a known time zone</source>
        <translation>eine bekannte Zeitzone</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the run&apos;s failure </source>
        <extracomment>Whose value is meant, before its key in &quot;The file is damaged: %1&apos;%2&apos; is not %3.&quot; (keep the trailing space).</extracomment>
        <translation>in der Fehlerangabe des Laufs </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the run&apos;s target </source>
        <extracomment>Whose value is meant, before its key in &quot;The file is damaged: %1&apos;%2&apos; is not %3.&quot; (keep the trailing space).</extracomment>
        <translation>im Ziel des Laufs </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>true, false or null</source>
        <translation>true, false oder null</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>an object with name, bytes_per_second and note</source>
        <translation>ein Objekt mit name, bytes_per_second und note</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a rate from 0 to 10 TB/s</source>
        <translation>eine Rate von 0 bis 10 TB/s</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>a known kind of target</source>
        <translation>eine bekannte Zielart</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the run&apos;s host </source>
        <extracomment>Whose value is meant, before its key in &quot;The file is damaged: %1&apos;%2&apos; is not %3.&quot; (keep the trailing space).</extracomment>
        <translation>in den Host-Angaben des Laufs </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the run&apos;s device statistics </source>
        <extracomment>Whose value is meant, before its key in &quot;The file is damaged: %1&apos;%2&apos; is not %3.&quot; (keep the trailing space).</extracomment>
        <translation>in den Gerätestatistiken des Laufs </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>the complete list of columns</source>
        <translation>die vollständige Liste der Spalten</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a table of rows as long as its columns</source>
        <translation>eine Tabelle, deren Zeilen so lang sind wie ihre Spaltenliste</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a table of numbers</source>
        <translation>eine Tabelle mit Zahlen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>a table of rows whose times lie within the run</source>
        <translation>eine Tabelle mit Zeilen, deren Zeiten innerhalb des Laufs liegen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a table of counts that are whole and not negative</source>
        <translation>eine Tabelle mit ganzzahligen, nicht negativen Zählwerten</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>a list of at most 1000 counts</source>
        <translation>eine Liste von höchstens 1000 Zählungen</translation>
    </message>
    <message>
        <location filename="../../core/session/samplecheck.cpp" line="+16"/>
        <source>sample %1 of %2 has a negative offset (%3), which no measurement gives.</source>
        <translation>Messwert %1 von %2 hat einen negativen Offset (%3), was keine Messung ergeben kann.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sample %1 of %2 has a negative size (%3 bytes), which no measurement gives.</source>
        <translation>Messwert %1 von %2 hat eine negative Größe (%3 Byte), was keine Messung ergeben kann.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sample %1 of %2 has an I/O at byte %3 past the end of its %4-byte target, which no measurement gives.</source>
        <translation>Messwert %1 von %2 liegt bei Byte %3, hinter dem Ende seines %4 Byte großen Ziels, was keine Messung ergeben kann.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>sample %1 of %2 has a result of %3 for a %4-byte request, which no measurement gives.</source>
        <translation>Messwert %1 von %2 hat das Ergebnis %3 für eine Anforderung von %4 Byte, was keine Messung ergeben kann.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sample %1 of %2 has a latency of %3 ns, which no measurement gives.</source>
        <translation>Messwert %1 von %2 hat eine Latenz von %3 ns, was keine Messung ergeben kann.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sample %1 of %2 has a start time of %3 ns, which no measurement gives.</source>
        <translation>Messwert %1 von %2 hat eine Startzeit von %3 ns, was keine Messung ergeben kann.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sample %1 of %2 has unknown flags (0x%3), which no measurement gives.</source>
        <translation>Messwert %1 von %2 hat unbekannte Flags (0x%3), was keine Messung ergeben kann.</translation>
    </message>
    <message>
        <location filename="../../core/session/samplecolumns.cpp" line="+121"/>
        <source>The samples section is too short.</source>
        <translation>Der Messwertabschnitt ist zu kurz.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The samples section has an impossible block-size shift (%1).</source>
        <translation>Der Messwertabschnitt hat einen unmöglichen Exponenten der Blockgröße (%1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The samples section claims %1 bytes of columns, more than its %2 compressed bytes can hold.</source>
        <translation>Der Messwertabschnitt gibt %1 Byte an Spalten an, mehr als seine %2 komprimierten Bytes fassen können.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The samples section claims %1 samples but holds columns for at most %2.</source>
        <translation>Der Messwertabschnitt gibt %1 Messwerte an, enthält aber Spalten für höchstens %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Its %1 samples would need %2 MB of memory, more than the %3 MB DriveScope may use now.</source>
        <translation>Die %1 Messwerte bräuchten %2 MB Speicher, mehr als die %3 MB, die DriveScope derzeit nutzen darf.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The samples section is damaged.</source>
        <translation>Der Messwertabschnitt ist beschädigt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The samples section&apos;s compressed columns are damaged.</source>
        <translation>Die komprimierten Spalten des Messwertabschnitts sind beschädigt.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>The samples section holds fewer values than its %1 samples need.</source>
        <translation>Der Messwertabschnitt enthält weniger Werte, als seine %1 Messwerte brauchen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The samples section holds more values than its %1 samples.</source>
        <translation>Der Messwertabschnitt enthält mehr Werte, als seine %1 Messwerte brauchen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The samples section holds a value out of range for its column.</source>
        <translation>Der Messwertabschnitt enthält einen Wert außerhalb des Bereichs seiner Spalte.</translation>
    </message>
    <message>
        <location filename="../../core/session/session.cpp" line="+52"/>
        <source>%1 of %2, %3, %4 samples, started %5</source>
        <extracomment>A run in a list of a session&apos;s runs: benchmark, target, status, sample count.</extracomment>
        <translation>%1 auf %2, %3, %4 Messwerte, gestartet %5</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2, %3, %4 samples</source>
        <extracomment>A run in a list of a session&apos;s runs: benchmark, target, status, sample count.</extracomment>
        <translation>%1 auf %2, %3, %4 Messwerte</translation>
    </message>
    <message>
        <location filename="../../core/session/sessionfile.cpp" line="+80"/>
        <source>This is not a DriveScope session file.</source>
        <translation>Dies ist keine DriveScope-Sitzungsdatei.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file is truncated: it ends inside its header.</source>
        <translation>Die Datei ist abgeschnitten: Sie endet innerhalb ihres Headers.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This session was saved by a newer DriveScope (format version %1); this version reads format version %2 and older.</source>
        <translation>Diese Sitzung wurde von einer neueren DriveScope-Version gespeichert (Formatversion %1); diese Version liest Formatversion %2 und älter.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file is damaged: its format version is 0.</source>
        <translation>Die Datei ist beschädigt: Ihre Formatversion ist 0.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The file is damaged: bytes follow its end marker.</source>
        <translation>Die Datei ist beschädigt: Auf ihre Endmarkierung folgen weitere Bytes.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file is damaged: a checksum does not match at byte %1.</source>
        <translation>Die Datei ist beschädigt: Bei Byte %1 stimmt eine Prüfsumme nicht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file is truncated: it ends inside a section header.</source>
        <translation>Die Datei ist abgeschnitten: Sie endet innerhalb eines Abschnitts-Headers.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is truncated (or damaged): a section claims %1 bytes but only %2 remain.</source>
        <translation>Die Datei ist abgeschnitten (oder beschädigt): Ein Abschnitt gibt %1 Bytes an, aber nur %2 sind übrig.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The file is damaged: it does not start with the session section.</source>
        <translation>Die Datei ist beschädigt: Sie beginnt nicht mit dem Sitzungsabschnitt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file is damaged: a run has no samples section.</source>
        <translation>Die Datei ist beschädigt: Ein Lauf hat keinen Messwertabschnitt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file is damaged: it has two session sections.</source>
        <translation>Die Datei ist beschädigt: Sie hat zwei Sitzungsabschnitte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file is damaged: the session section is not a JSON object.</source>
        <translation>Die Datei ist beschädigt: Der Sitzungsabschnitt ist kein JSON-Objekt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The file is damaged: the session&apos;s title, notes or run count has the wrong type.</source>
        <translation>Die Datei ist beschädigt: Titel, Notizen oder Laufanzahl der Sitzung haben den falschen Typ.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The file is damaged: the run section is not a JSON object.</source>
        <translation>Die Datei ist beschädigt: Der Laufabschnitt ist kein JSON-Objekt.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The file is damaged: the run&apos;s &apos;sample_count&apos; is not a whole number.</source>
        <translation>Die Datei ist beschädigt: &apos;sample_count&apos; des Laufs ist keine ganze Zahl.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Its run of %1 phases would need %2 MB of memory, more than DriveScope may use now.</source>
        <translation>Der Lauf mit %1 Phasen bräuchte %2 MB Speicher, mehr als DriveScope derzeit nutzen darf.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The file is damaged: it holds more runs than the %1 it declares.</source>
        <translation>Die Datei ist beschädigt: Sie enthält mehr Läufe als die angegebenen %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The file is damaged: a samples section has no run.</source>
        <translation>Die Datei ist beschädigt: Ein Messwertabschnitt gehört zu keinem Lauf.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The file is damaged: in run %1, %2</source>
        <extracomment>%2: what is wrong with a sample (&quot;sample 3 of 10 has a negative offset (-1), which…&quot;).</extracomment>
        <translation>Die Datei ist beschädigt (Lauf %1): %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file is damaged: a run declares %1 samples but holds %2.</source>
        <translation>Die Datei ist beschädigt: Ein Lauf gibt %1 Messwerte an, enthält aber %2.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The file is truncated: its end marker is missing.</source>
        <translation>Die Datei ist abgeschnitten: Ihre Endmarkierung fehlt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file is damaged: it declares %1 runs but holds %2.</source>
        <translation>Die Datei ist beschädigt: Sie gibt %1 Läufe an, enthält aber %2.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>There is not enough memory to open this session.</source>
        <translation>Zum Öffnen dieser Sitzung ist nicht genügend Speicher vorhanden.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot save the session: %1</source>
        <translation>Die Sitzung kann nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a DriveScope session file</source>
        <extracomment>What the file should have been: &quot;X is not a DriveScope session file.&quot;, &quot;…, not a DriveScope session file.&quot;</extracomment>
        <translation>eine DriveScope-Sitzungsdatei</translation>
    </message>
    <message>
        <location filename="../../core/stats/accesstimefit.cpp" line="+226"/>
        <source>the latencies around the seek curve spread over %1 ms, not one revolution of a disk (2-30 ms)</source>
        <translation>die Latenzen um die Suchzeitkurve streuen über %1 ms, nicht über eine Umdrehung einer Festplatte (2-30 ms)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the latencies are not spread evenly over one band as a revolution spreads them (a cache, a queue or a drive that reorders reads)</source>
        <translation>die Latenzen verteilen sich nicht gleichmäßig über ein Band, wie es eine Umdrehung bewirkt (ein Cache, eine Warteschlange oder ein Laufwerk, das Lesezugriffe umordnet)</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>it rests on the rotation, which could not be estimated</source>
        <translation>sie beruht auf der Drehzahl, die nicht geschätzt werden konnte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the reads covered %1 % of the disk; the curve needs reads across at least 80 % of it</source>
        <translation>die Lesezugriffe deckten %1 % der Festplatte ab; die Kurve braucht Lesezugriffe über mindestens 80 % davon</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the seek distances hardly vary (uniformly random reads over the whole disk give short and long ones)</source>
        <translation>die Suchdistanzen variieren kaum (gleichmäßig zufällige Lesezugriffe über die ganze Festplatte ergeben kurze und lange)</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>fewer than %1 reads (%2)</source>
        <translation>weniger als %1 Lesezugriffe (%2)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the median read took %1 ms, under 1 ms: no head seeks here (a solid-state device, or a cache answered)</source>
        <translation>der Median der Lesezugriffe lag bei %1 ms, unter 1 ms: hier bewegt sich kein Kopf (ein Solid-State-Gerät oder ein Cache hat geantwortet)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the latencies admit no seek curve</source>
        <translation>die Latenzen lassen keine Suchzeitkurve zu</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>fewer than 100 writes (%1)</source>
        <translation>weniger als 100 Schreibzugriffe (%1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a write every %1 ms is not one revolution of a disk (2-30 ms): a write cache or a solid-state device answered</source>
        <translation>ein Schreibzugriff alle %1 ms entspricht keiner Umdrehung einer Festplatte (2-30 ms): ein Schreibcache oder ein Solid-State-Gerät hat geantwortet</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the writes did not each wait one revolution (the middle half spans %1 ms)</source>
        <translation>die Schreibzugriffe haben nicht jeweils eine Umdrehung gewartet (die mittlere Hälfte umfasst %1 ms)</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+15"/>
        <source>not possible here: %1</source>
        <extracomment>%1: why not (&quot;fewer than 200 reads (150)&quot;).</extracomment>
        <translation>hier nicht möglich: %1</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>%1 rpm (%2 ms per revolution, ±%3 ms, from %4 %5)</source>
        <extracomment>%5: what the estimate rests on (&quot;reads&quot;, &quot;writes&quot;).</extracomment>
        <translation>%1 U/min (%2 ms pro Umdrehung, ±%3 ms, Basis: %4 %5)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>reads</source>
        <comment>random reads an estimate rests on</comment>
        <extracomment>What a rotation estimate rests on: &quot;from 1500 reads&quot;.</extracomment>
        <translation>Lesezugriffe</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>track-to-track %1 ms, average %2 ms, full stroke %3 ms (±%4, ±%5, ±%6 ms; the seek with the command and one read&apos;s transfer; from %7 reads over %8 % of the disk)</source>
        <translation>Spur zu Spur %1 ms, Mittel %2 ms, voller Hub %3 ms (±%4, ±%5, ±%6 ms; der Suchzugriff samt Befehl und Übertragung eines Lesezugriffs; Basis: %7 Lesezugriffe über %8 % der Festplatte)</translation>
    </message>
    <message>
        <location filename="../../core/util/byteunits.cpp" line="+22"/>
        <source>&apos;%1&apos; is not a size (examples: 512, 4KiB, 2GiB, 500MB)</source>
        <translation>&apos;%1&apos; ist keine Größe (Beispiele: 512, 4KiB, 2GiB, 500MB)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>&apos;%1&apos; has an unknown unit &apos;%2&apos; (use B, KiB, MiB, GiB, TiB, KB, MB, GB, TB)</source>
        <translation>&apos;%1&apos; hat eine unbekannte Einheit &apos;%2&apos; (verwenden Sie B, KiB, MiB, GiB, TiB, KB, MB, GB, TB)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;%1&apos; is too large</source>
        <translation>&apos;%1&apos; ist zu groß</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;%1&apos; is not a whole number of bytes</source>
        <translation>&apos;%1&apos; ist keine ganzzahlige Anzahl von Bytes</translation>
    </message>
    <message>
        <location filename="../../core/util/environment.cpp" line="+28"/>
        <source>%1=%2 is not a memory limit: %3.</source>
        <translation>%1=%2 ist kein Speicherlimit: %3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it must be above 0</source>
        <translation>der Wert muss größer als 0 sein</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1=%2 is not an absolute path to the privileged helper.</source>
        <translation>%1=%2 ist kein absoluter Pfad zum privilegierten Hilfsprogramm.</translation>
    </message>
    <message>
        <location filename="../../core/util/jsonreader.cpp" line="+14"/>
        <source>The file is damaged: %1&apos;%2&apos; is not %3.</source>
        <extracomment>%1: whose value (&quot;the run&apos;s target &quot;), %2: its key in the file, %3: what it must be (&quot;a list&quot;).</extracomment>
        <translation>Die Datei ist beschädigt: &apos;%2&apos; %1ist ungültig (erwartet: %3).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>text</source>
        <extracomment>What a value in a file must be: &quot;The file is damaged: the run&apos;s &apos;path&apos; is not text.&quot;</extracomment>
        <translation>Text</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>true or false</source>
        <extracomment>What a value in a file must be: &quot;The file is damaged: the run&apos;s &apos;path&apos; is not true or false.&quot;</extracomment>
        <translation>true oder false</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a number in range</source>
        <extracomment>What a value in a file must be: &quot;The file is damaged: the run&apos;s &apos;path&apos; is not a number in range.&quot;</extracomment>
        <translation>eine Zahl im gültigen Bereich</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a whole number in range</source>
        <extracomment>What a value in a file must be: &quot;The file is damaged: the run&apos;s &apos;path&apos; is not a whole number in range.&quot;</extracomment>
        <translation>eine ganze Zahl im gültigen Bereich</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>an object</source>
        <extracomment>What a value in a file must be: &quot;The file is damaged: the run&apos;s &apos;path&apos; is not an object.&quot;</extracomment>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a list</source>
        <extracomment>What a value in a file must be: &quot;The file is damaged: the run&apos;s &apos;path&apos; is not a list.&quot;</extracomment>
        <translation>eine Liste</translation>
    </message>
    <message>
        <location filename="../../core/util/outputcheck.cpp" line="+74"/>
        <source>%1 needs a file name.</source>
        <extracomment>%1: what is written (&quot;The session&quot;, &quot;the fio job&quot;).</extracomment>
        <translation>%1 braucht einen Dateinamen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 %2 is %3 itself; writing it would replace what is read.</source>
        <extracomment>%1: what is written (&quot;The session&quot;, &quot;the fio job&quot;), %2: its file, %3: what is read (&quot;the target&quot;).</extracomment>
        <translation>%1 %2 ist %3 selbst; sie zu schreiben würde ersetzen, was gelesen wird.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 and %2 name the same file (%3); one would replace the other.</source>
        <translation>%1 und %2 benennen dieselbe Datei (%3); eine würde die andere ersetzen.</translation>
    </message>
    <message>
        <location filename="../../core/util/safefile.cpp" line="+62"/>
        <source>Cannot write %1: no program is reading it.</source>
        <translation>%1 kann nicht geschrieben werden: kein Programm liest es.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+13"/>
        <location line="+23"/>
        <location line="+20"/>
        <location line="+63"/>
        <source>Cannot write %1: %2.</source>
        <translation>%1 kann nicht geschrieben werden: %2.</translation>
    </message>
    <message>
        <location filename="../../core/io/filetarget.cpp" line="+54"/>
        <location filename="../../core/opening/writeguard.cpp" line="+24"/>
        <source>%1 does not exist.</source>
        <translation>%1 existiert nicht.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Permission denied opening %1: you may not read it as this user (drives usually need administrator rights).</source>
        <translation>Zugriff verweigert beim Öffnen von %1: Sie dürfen es als dieser Benutzer nicht lesen (Laufwerke brauchen meist Administratorrechte).</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+118"/>
        <source>%1 is a directory; give a file or a block device.</source>
        <translation>%1 ist ein Ordner; geben Sie eine Datei oder ein Blockgerät an.</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>No target was given.</source>
        <translation>Es wurde kein Ziel angegeben.</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+147"/>
        <source>%1 is neither a regular file nor a block device.</source>
        <translation>%1 ist weder eine reguläre Datei noch ein Blockgerät.</translation>
    </message>
    <message>
        <location line="-125"/>
        <source>%1 is an existing file; DriveScope writes only to a scratch file it creates.</source>
        <translation>%1 ist eine vorhandene Datei; DriveScope schreibt nur in eine selbst angelegte Testdatei.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The file system holding %1 refuses direct I/O (O_DIRECT), so reads would come from the page cache; %2 to measure anyway, labelled &quot;page cache in the way&quot;.</source>
        <translation>Das Dateisystem von %1 lehnt Direkt-I/O (O_DIRECT) ab, Lesezugriffe kämen also aus dem Seitencache; %2, um trotzdem zu messen, gekennzeichnet als „Seitencache im Weg“.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+136"/>
        <source>tick Buffered</source>
        <translation>setzen Sie das Häkchen bei Gepuffert</translation>
    </message>
    <message>
        <location line="-131"/>
        <source>%1 is in use (mounted, or claimed by another program or device); DriveScope will not write to it.</source>
        <translation>%1 ist belegt (eingehängt oder von einem anderen Programm oder Gerät beansprucht); DriveScope schreibt nicht darauf.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 is no longer the scratch file DriveScope created; nothing was written.</source>
        <translation>%1 ist nicht mehr die Testdatei, die DriveScope angelegt hat; nichts wurde geschrieben.</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../../core/util/safefile.cpp" line="-114"/>
        <source>%1 changed while it was being opened; nothing was written.</source>
        <translation>%1 hat sich beim Öffnen geändert; nichts wurde geschrieben.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Cannot read the size of %1: %2.</source>
        <translation>Die Größe von %1 kann nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 is on %2, which keeps files in memory: direct I/O cannot reach a drive there. %3 to measure memory anyway, labelled &quot;page cache in the way&quot;.</source>
        <translation>%1 liegt auf %2, das Dateien im Speicher hält: Direkt-I/O erreicht dort kein Laufwerk. %3, um trotzdem den Speicher zu messen, gekennzeichnet als „Seitencache im Weg“.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tick Buffered</source>
        <translation>Setzen Sie das Häkchen bei Gepuffert</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 is empty (0 bytes); there is nothing to measure.</source>
        <translation>%1 ist leer (0 Bytes); es gibt nichts zu messen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is %2, smaller than one %3-byte block.</source>
        <translation>%1 ist %2, kleiner als ein Block von %3 Bytes.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Direct I/O (O_DIRECT) reads fail on %1; %2 to measure anyway, labelled &quot;page cache in the way&quot;.</source>
        <translation>Direkt-I/O-Lesezugriffe (O_DIRECT) schlagen auf %1 fehl; %2, um trotzdem zu messen, gekennzeichnet als „Seitencache im Weg“.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reading the first block of %1 failed: %2.</source>
        <translation>Das Lesen des ersten Blocks von %1 ist fehlgeschlagen: %2.</translation>
    </message>
    <message>
        <location filename="../../core/util/safefile.cpp" line="+70"/>
        <source>%1 is a symbolic link</source>
        <translation>%1 ist ein symbolischer Link</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is a folder</source>
        <translation>%1 ist ein Ordner</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is a block device</source>
        <translation>%1 ist ein Blockgerät</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is a character device</source>
        <translation>%1 ist ein zeichenorientiertes Gerät</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is a FIFO (named pipe)</source>
        <translation>%1 ist ein FIFO (benannte Pipe)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is a socket</source>
        <translation>%1 ist ein Socket</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is a regular file</source>
        <translation>%1 ist eine reguläre Datei</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is a symbolic link; DriveScope does not write through links, so name the file itself.</source>
        <translation>%1 ist ein symbolischer Link; DriveScope schreibt nicht über Links, nennen Sie also die Datei selbst.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1; DriveScope writes only regular files here, and never replaces anything else.</source>
        <extracomment>%1: what the path is (&quot;/dev/sda is a block device&quot;).</extracomment>
        <translation>%1; DriveScope schreibt hier nur reguläre Dateien und ersetzt nie etwas anderes.</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+19"/>
        <source>No file name was given.</source>
        <translation>Es wurde kein Dateiname angegeben.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot write %1: the folder %2 is not writable (%3).</source>
        <translation>%1 kann nicht geschrieben werden: der Ordner %2 ist nicht beschreibbar (%3).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot write to standard output: %1.</source>
        <translation>Die Standardausgabe kann nicht beschrieben werden: %1.</translation>
    </message>
    <message>
        <location filename="../../core/io/filetarget.cpp" line="-298"/>
        <location filename="../../core/util/safefile.cpp" line="+16"/>
        <source>Cannot open %1: %2.</source>
        <translation>%1 kann nicht geöffnet werden: %2.</translation>
    </message>
    <message>
        <location filename="../../core/util/safefile.cpp" line="+6"/>
        <source>%1, not %2.</source>
        <extracomment>%1: what the path is (&quot;/dev/sda is a block device&quot;), %2: what it should be (&quot;a DriveScope session file&quot;).</extracomment>
        <translation>%1, nicht %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is %2 bytes, more than any %3 DriveScope reads (%4 bytes).</source>
        <extracomment>%3: what it should be (&quot;a DriveScope session file&quot;).</extracomment>
        <translation>%1 ist %2 Bytes groß, mehr als DriveScope für %3 liest (%4 Bytes).</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Cannot read %1: %2.</source>
        <translation>%1 kann nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is not %2.</source>
        <extracomment>%2: what it should be (&quot;a DriveScope session file&quot;).</extracomment>
        <translation>%1 ist nicht %2.</translation>
    </message>
    <message>
        <location filename="../../core/util/textfile.cpp" line="+28"/>
        <source>The name %1 has bytes that are not UTF-8 (shown as %2), and DriveScope cannot pass such a name on exactly: rename it, or give a link to it whose name is UTF-8.</source>
        <translation>Der Name %1 enthält Bytes, die kein UTF-8 sind (angezeigt als %2), und DriveScope kann einen solchen Namen nicht genau weitergeben: benennen Sie ihn um oder geben Sie einen Link mit UTF-8-Namen darauf an.</translation>
    </message>
    <message>
        <location filename="../charts/chartview.cpp" line="+57"/>
        <source>Copy chart</source>
        <translation>Diagramm kopieren</translation>
    </message>
    <message>
        <location line="+376"/>
        <source>Export chart…</source>
        <translation>Diagramm exportieren…</translation>
    </message>
    <message>
        <location filename="../charts/export/chartexportdialog.cpp" line="+57"/>
        <source>Light background (for print and slides)</source>
        <translation>Heller Hintergrund (für Druck und Folien)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+116"/>
        <source>Export chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <location line="-114"/>
        <source>PNG image</source>
        <translation>PNG-Bild</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SVG (vector)</source>
        <translation>SVG (Vektor)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF (vector)</source>
        <translation>PDF (Vektor)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Caption (no run shown)</source>
        <translation>Beschriftung (kein Lauf angezeigt)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Caption: %1</source>
        <translation>Beschriftung: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>File:</source>
        <translation>Datei:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format:</source>
        <translation>Format:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size:</source>
        <translation>Größe:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resolution:</source>
        <translation>Auflösung:</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>The PNG records its DPI. The chart is laid out at width × height × 96 / DPI (the size on screen by default) and scaled up.</source>
        <translation>Das PNG speichert seine DPI. Das Diagramm wird mit Breite × Höhe × 96 / DPI angelegt (standardmäßig die Größe am Bildschirm) und hochskaliert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Vector output, laid out at width × height × 96 / DPI; a PDF page is exactly the chart&apos;s size.</source>
        <translation>Vektorausgabe, angelegt mit Breite × Höhe × 96 / DPI; eine PDF-Seite hat genau die Größe des Diagramms.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>PNG image (%1)</source>
        <translation>PNG-Bild (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SVG image (%1)</source>
        <translation>SVG-Bild (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF document (%1)</source>
        <translation>PDF-Dokument (%1)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Choose a file to export to.</source>
        <translation>Wählen Sie eine Datei für den Export.</translation>
    </message>
    <message>
        <location filename="../charts/export/chartexporter.cpp" line="+212"/>
        <source>The resolution must be between %1 and %2 DPI.</source>
        <translation>Die Auflösung muss zwischen %1 und %2 DPI liegen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The size must be between %1 and %2 pixels each way.</source>
        <translation>Die Größe muss in jeder Richtung zwischen %1 und %2 Pixeln liegen.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The chart could not be encoded as PNG.</source>
        <translation>Das Diagramm konnte nicht als PNG kodiert werden.</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>DriveScope chart</source>
        <translation>DriveScope-Diagramm</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>The chart could not be drawn.</source>
        <translation>Das Diagramm konnte nicht gezeichnet werden.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The export</source>
        <extracomment>What is written, in OutputCheck&apos;s sentences (&quot;%1 needs a file name.&quot;).</extracomment>
        <translation>Der Export</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 Nothing was written.</source>
        <extracomment>%1: why the file cannot be written, a sentence.</extracomment>
        <translation>%1 Nichts wurde geschrieben.</translation>
    </message>
    <message>
        <location filename="../charts/latencyhistogramchart.cpp" line="-2"/>
        <source>Latency histogram</source>
        <translation>Latenzhistogramm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reads</source>
        <translation>Lesezugriffe</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+49"/>
        <location line="+104"/>
        <source>%1 per 1 ms bucket</source>
        <translation>%1 pro 1-ms-Klasse</translation>
    </message>
    <message>
        <location line="-149"/>
        <source>Latency (ms)</source>
        <translation>Latenz (ms)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../compare/latencycompareview.cpp" line="+122"/>
        <location filename="../pages/depth/depthchart.cpp" line="+69"/>
        <source>Latency (µs, logarithmic)</source>
        <extracomment>keep the unit first in the brackets: a short axis shows it alone</extracomment>
        <translation>Latenz (µs, logarithmisch)</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+104"/>
        <source>%1 per bucket (10 per decade)</source>
        <translation>%1 pro Klasse (10 pro Dekade)</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>no %1 yet</source>
        <extracomment>%1: what is counted (&quot;reads&quot;, &quot;writes&quot;).</extracomment>
        <translation>noch keine %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean %1 · p99 %2</source>
        <translation>Mittel %1 · p99 %2</translation>
    </message>
    <message>
        <location filename="../charts/timelinechart.cpp" line="+6"/>
        <location filename="../compare/latencycompareview.cpp" line="+31"/>
        <location filename="../pages/bandwidth/bandwidthcharts.cpp" line="+53"/>
        <location line="+17"/>
        <location filename="../pages/bandwidth/bandwidthcompareview.cpp" line="+28"/>
        <source>Time since start (s)</source>
        <translation>Zeit seit Start (s)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 s – %2 s: %3 reads
mean %4 %5, max %6 %5</source>
        <extracomment>An interval of the run (seconds), the reads started in it, their mean and maximum with unit %5.</extracomment>
        <translation>%1 s – %2 s: %3 Lesezugriffe
Mittel %4 %5, Max %6 %5</translation>
    </message>
    <message>
        <location filename="../compare/comparefiguresmodel.cpp" line="+173"/>
        <source>%1: the baseline</source>
        <translation>%1: die Referenz</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 % higher than the baseline: better</source>
        <extracomment>%1: the difference in percent, a number (&quot;12.5&quot;).</extracomment>
        <translation>%1 % höher als die Referenz: besser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 % higher than the baseline: worse</source>
        <translation>%1 % höher als die Referenz: schlechter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 % higher than the baseline</source>
        <translation>%1 % höher als die Referenz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 % lower than the baseline: better</source>
        <translation>%1 % niedriger als die Referenz: besser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 % lower than the baseline: worse</source>
        <translation>%1 % niedriger als die Referenz: schlechter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 % lower than the baseline</source>
        <translation>%1 % niedriger als die Referenz</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Lower is better</source>
        <translation>Niedriger ist besser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Higher is better</source>
        <translation>Höher ist besser</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../pages/speed/speedcompareview.cpp" line="+106"/>
        <source>%1 (baseline)</source>
        <translation>%1 (Referenz)</translation>
    </message>
    <message>
        <location filename="../compare/comparestyle.cpp" line="+28"/>
        <source>file in %1</source>
        <extracomment>A file target, named by its folder.</extracomment>
        <translation>Datei in %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown drive</source>
        <translation>unbekanntes Laufwerk</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1 (run %2)</source>
        <translation>%1 (Lauf %2)</translation>
    </message>
    <message>
        <location filename="../compare/latencycompareview.cpp" line="-132"/>
        <source>Latency histogram (each run&apos;s %1 = 100 %)</source>
        <extracomment>%1: what the benchmark&apos;s I/Os are called (&quot;reads&quot;).</extracomment>
        <translation>Latenzhistogramm (%1 jedes Laufs = 100 %)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Latency over time (mean per interval)</source>
        <translation>Latenz über der Zeit (Mittel je Intervall)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Automatic (1 ms when every median is 1 ms or more)</source>
        <translation>Automatisch (1 ms, wenn jeder Median 1 ms oder mehr ist)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../pages/seek/seekcharts.cpp" line="+39"/>
        <source>1 ms buckets (disks)</source>
        <translation>1-ms-Klassen (Festplatten)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../pages/seek/seekcharts.cpp" line="+1"/>
        <source>Logarithmic µs (fast devices)</source>
        <translation>Logarithmische µs (schnelle Geräte)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Automatic (% when lengths differ)</source>
        <translation>Automatisch (%, wenn die Längen verschieden sind)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seconds since start</source>
        <translation>Sekunden seit Start</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>% of each run</source>
        <translation>% jedes Laufs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logarithmic latency axis</source>
        <translation>Logarithmische Latenzachse</translation>
    </message>
    <message>
        <location line="+13"/>
        <location filename="../pages/seek/seekcharts.cpp" line="+7"/>
        <source>Histogram:</source>
        <translation>Histogramm:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time axis:</source>
        <translation>Zeitachse:</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Latency (ms, 1 ms buckets)</source>
        <translation>Latenz (ms, 1-ms-Klassen)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Progress through each run (%)</source>
        <translation>Fortschritt jedes Laufs (%)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Latency (%1, log)</source>
        <extracomment>%1: the latency&apos;s unit (&quot;ms&quot;); &quot;log&quot;: logarithmic, kept short.</extracomment>
        <translation>Latenz (%1, log)</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../pages/seek/seekcharts.cpp" line="-23"/>
        <location line="+1"/>
        <location filename="../pages/syncwrite/syncwritecharts.cpp" line="-3"/>
        <source>Latency</source>
        <translation>Latenz</translation>
    </message>
    <message>
        <location filename="../pages/bandwidth/bandwidthcharts.cpp" line="-33"/>
        <location filename="../pages/bandwidth/bandwidthcompareview.cpp" line="-17"/>
        <source>Throughput over time</source>
        <translation>Durchsatz über der Zeit</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What the device received</source>
        <translation>Was das Gerät erhielt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>device counters</source>
        <translation>Gerätezähler</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../pages/bandwidth/bandwidthcompareview.cpp" line="+18"/>
        <location filename="../pages/zone/zonechart.cpp" line="-132"/>
        <location filename="../pages/zone/zonecompareview.cpp" line="+73"/>
        <source>Throughput (MB/s)</source>
        <translation>Durchsatz (MB/s)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>request size (kB)</source>
        <translation>Anforderungsgröße (kB)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>queue (aqu-sz)</source>
        <translation>Warteschlange (aqu-sz)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Request size (kB)</source>
        <translation>Anforderungsgröße (kB)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Queue (aqu-sz)</source>
        <translation>Warteschlange (aqu-sz)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1
at %2 s: %3 %4</source>
        <extracomment>a line&apos;s name, then its point: &quot;DriveScope&quot;, &quot;at 1.20 s: 850.3 MB/s&quot;</extracomment>
        <translation>%1
bei %2 s: %3 %4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>requests</source>
        <translation>Anforderungen</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>no blocks yet</source>
        <translation>noch keine Blöcke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 blocks · %2 MB · %3 MB/s so far</source>
        <translation>%1 Blöcke · %2 MB · bisher %3 MB/s</translation>
    </message>
    <message>
        <location filename="../pages/bandwidth/bandwidthform.cpp" line="-6"/>
        <source>Read (changes nothing)</source>
        <translation>Lesen (ändert nichts)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write random bytes</source>
        <translation>Zufallsbytes schreiben</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../pages/zone/zoneform.cpp" line="-73"/>
        <source>Writes go to a scratch file in the scratch target&apos;s folder, or to a whole drive once you type its name to confirm</source>
        <translation>Schreibzugriffe gehen in eine Testdatei im Ordner des Testziels oder auf ein ganzes Laufwerk, sobald Sie zur Bestätigung seinen Namen eingeben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bytes per pread/pwrite (dd&apos;s bs=), a multiple of the logical block size</source>
        <translation>Bytes pro pread/pwrite (bs= von dd), ein Vielfaches der logischen Blockgröße</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bytes to transfer, one block after another; capped to the region</source>
        <translation>Zu übertragende Bytes, ein Block nach dem anderen; auf den Bereich begrenzt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>all · first:SIZE · last:SIZE · START:LENGTH (10GiB:2GiB, 50%:)</source>
        <extracomment>keep all, first:, last: and the examples as they are: what the field takes</extracomment>
        <translation>all · first:GRÖSSE · last:GRÖSSE · START:LÄNGE (10GiB:2GiB, 50%:)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How often the device&apos;s counters are read (iostat -x INTERVAL)</source>
        <translation>Wie oft die Zähler des Geräts gelesen werden (iostat -x INTERVALL)</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../report/reportsections.cpp" line="+3"/>
        <source>Direction</source>
        <translation>Richtung</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+32"/>
        <location filename="../pages/zone/zoneform.cpp" line="+11"/>
        <location line="+65"/>
        <location filename="../report/reportsections.cpp" line="-17"/>
        <source>Block size</source>
        <translation>Blockgröße</translation>
    </message>
    <message>
        <location line="-31"/>
        <location line="+34"/>
        <location filename="../report/reportsections.cpp" line="+19"/>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <location filename="../../core/bench/depth/depthkind.cpp" line="-138"/>
        <location filename="../pages/bandwidth/bandwidthform.cpp" line="-33"/>
        <location filename="../pages/depth/depthform.cpp" line="+12"/>
        <location filename="../pages/zone/zoneform.cpp" line="-64"/>
        <location filename="../report/reportsections.cpp" line="-14"/>
        <source>Region</source>
        <translation>Bereich</translation>
    </message>
    <message>
        <location filename="../pages/bandwidth/bandwidthform.cpp" line="+1"/>
        <source>Interval</source>
        <translation>Intervall</translation>
    </message>
    <message>
        <location filename="../pages/bandwidth/bandwidthpage.cpp" line="+68"/>
        <source>The bandwidth write</source>
        <extracomment>who writes: the start of &quot;%1 writes to the whole of /dev/sdb.&quot;</extracomment>
        <translation>Der Bandbreiten-Schreibtest</translation>
    </message>
    <message>
        <location line="+13"/>
        <location filename="../pages/syncwrite/syncwritepage.cpp" line="+141"/>
        <location filename="../pages/zone/zonepage.cpp" line="+70"/>
        <source>The target was opened read-only; nothing was written.</source>
        <translation>Das Ziel wurde nur lesend geöffnet; nichts wurde geschrieben.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;b&gt;Requests:&lt;/b&gt; what the device received is known when the run ends.</source>
        <translation>&lt;b&gt;Anforderungen:&lt;/b&gt; was das Gerät erhielt, steht fest, wenn der Lauf endet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Requests:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Anforderungen:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location filename="../pages/benchmarkform.cpp" line="+74"/>
        <source>This run&apos;s settings cannot be read back: its session file may be damaged.</source>
        <translation>Die Einstellungen dieses Laufs können nicht zurückgelesen werden: seine Sitzungsdatei ist vielleicht beschädigt.</translation>
    </message>
    <message>
        <location filename="../pages/benchmarkpage.cpp" line="-512"/>
        <location line="+396"/>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location line="-379"/>
        <location line="+120"/>
        <source>Start or stop the run (Ctrl+R; Esc stops)</source>
        <translation>Lauf starten oder stoppen (Strg+R; Esc stoppt)</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>Nothing ran.</source>
        <translation>Nichts lief.</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Cannot start: %1</source>
        <translation>Start nicht möglich: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Nothing measured yet: press Start (Ctrl+R).</source>
        <translation>Noch nichts gemessen: drücken Sie Start (Strg+R).</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>&lt;b&gt;Target:&lt;/b&gt; %1 — %2</source>
        <translation>&lt;b&gt;Ziel:&lt;/b&gt; %1 — %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Target:&lt;/b&gt; none chosen</source>
        <translation>&lt;b&gt;Ziel:&lt;/b&gt; keines gewählt</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Set the options on the left and press Start (Ctrl+R): the result appears here.</source>
        <translation>Stellen Sie links die Optionen ein und drücken Sie Start (Strg+R): das Ergebnis erscheint hier.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a drive or a file on the left, then press Start (Ctrl+R).</source>
        <translation>Wählen Sie links ein Laufwerk oder eine Datei und drücken Sie dann Start (Strg+R).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Choose a drive or a file to measure first.</source>
        <translation>Wählen Sie zuerst ein Laufwerk oder eine Datei zum Messen.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Measuring… the result appears here when the run ends.</source>
        <translation>Messung läuft… das Ergebnis erscheint hier, wenn der Lauf endet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../session/sessionactions.cpp" line="+160"/>
        <source>Opening %1…</source>
        <translation>%1 wird geöffnet…</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Stop the run first: its settings stay as they are while it runs.</source>
        <translation>Stoppen Sie zuerst den Lauf: seine Einstellungen bleiben, wie sie sind, solange er läuft.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>ETA %1</source>
        <translation>Rest %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 of %2 %3 · %4</source>
        <extracomment>1,234 of 5,000 reads · then the rate (&quot;2,345 reads/s · &quot;) or nothing</extracomment>
        <translation>%1 von %2 %3 · %4</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>under 1 s</source>
        <translation>unter 1 s</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>run of %1</source>
        <translation>Lauf von %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a run</source>
        <translation>ein Lauf</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 %2</source>
        <comment>a run and its status</comment>
        <extracomment>whose run the headline shows, then its status: &quot;run of 14:03:11 cancelled&quot;</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 on %2</source>
        <extracomment>whose run the headline shows, then its target: &quot;run of 14:03:11 on /dev/sdb&quot;</extracomment>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Run of %1 %2</source>
        <extracomment>the run&apos;s start time, then its status: &quot;Run of 14:03:11 completed&quot;</extracomment>
        <translation>Lauf von %1 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run %1</source>
        <extracomment>the run&apos;s status: &quot;Run completed&quot; (its start time unknown)</extracomment>
        <translation>Lauf %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 I/Os</source>
        <translation>%1 I/Os</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1/s · mean %2 · p50 %3 · p99 %4 · max %5</source>
        <translation>%1/s · Mittel %2 · p50 %3 · p99 %4 · Max %5</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>page cache in the way</source>
        <translation>Seitencache im Weg</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The run stopped on an error: %1 The %2 %3 before it are kept in the runs table.</source>
        <translation>Der Lauf endete mit einem Fehler: %1 Die %2 %3 davor bleiben in der Tabelle der Läufe.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stopped. The partial run (%1 of %2 %3) is kept, labelled cancelled.</source>
        <translation>Gestoppt. Der Teillauf (%1 von %2 %3) bleibt erhalten, gekennzeichnet als abgebrochen.</translation>
    </message>
    <message>
        <location filename="../pages/blocksize/blocksizechart.cpp" line="-54"/>
        <source>Sequential MB/s by transfer size</source>
        <translation>Sequenzielle MB/s nach Transfergröße</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press Start: each transfer size gets a bar for reads (and writes) as it finishes.</source>
        <translation>Drücken Sie Start: jede Transfergröße bekommt einen Balken für Lesen (und Schreiben), sobald sie fertig ist.</translation>
    </message>
    <message>
        <location line="+125"/>
        <source>best read %1 MB/s, 95 % from %2</source>
        <extracomment>the best read MB/s, and the smallest transfer size that reaches 95 % of it</extracomment>
        <translation>bestes Lesen %1 MB/s, 95 % ab %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>best read %1 MB/s</source>
        <translation>bestes Lesen %1 MB/s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>best write %1 MB/s, 95 % from %2</source>
        <extracomment>the best write MB/s, and the smallest transfer size that reaches 95 % of it</extracomment>
        <translation>bestes Schreiben %1 MB/s, 95 % ab %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>best write %1 MB/s</source>
        <translation>bestes Schreiben %1 MB/s</translation>
    </message>
    <message>
        <location filename="../pages/blocksize/blocksizecompareview.cpp" line="+12"/>
        <source>Read MB/s against transfer size</source>
        <translation>Lese-MB/s nach Transfergröße</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write MB/s against transfer size</source>
        <translation>Schreib-MB/s nach Transfergröße</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Transfer size (KiB, log₂)</source>
        <extracomment>keep the unit first in the brackets: a short axis shows it alone</extracomment>
        <translation>Transfergröße (KiB, log₂)</translation>
    </message>
    <message>
        <location filename="../../core/bench/blocksize/blocksizekind.cpp" line="+4"/>
        <location filename="../pages/blocksize/blocksizeform.cpp" line="-38"/>
        <location filename="../pages/speed/speedform.cpp" line="+41"/>
        <source>Writes too</source>
        <translation>Auch schreiben</translation>
    </message>
    <message>
        <location filename="../pages/blocksize/blocksizeform.cpp" line="+7"/>
        <source>block size .. 64 MiB</source>
        <translation>Blockgröße .. 64 MiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Powers of two from 512 B to 64 MiB, ascending: 4KiB..8MiB is every one between, 4KiB,64KiB,1MiB just those. Empty: from the drive&apos;s block size to 64 MiB</source>
        <translation>Zweierpotenzen von 512 B bis 64 MiB, aufsteigend: 4KiB..8MiB ist jede dazwischen, 4KiB,64KiB,1MiB nur diese. Leer: von der Blockgröße des Laufwerks bis 64 MiB</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../pages/speed/speedform.cpp" line="+16"/>
        <source>On the scratch target a scratch file of the test area is made and removed; a whole drive is written only after you type its name, and never while in use</source>
        <translation>Auf dem Testziel wird eine Testdatei von der Größe des Testbereichs angelegt und entfernt; ein ganzes Laufwerk wird erst beschrieben, wenn Sie seinen Namen eingeben, und nie, solange es belegt ist</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Transfers in flight (io_uring)</source>
        <translation>Ausstehende Transfers (io_uring)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bytes streamed at each size, from the start of the target; a multiple of the largest size</source>
        <translation>Bytes, die je Größe ab dem Anfang des Ziels übertragen werden; ein Vielfaches der größten Größe</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Time of each size and direction at most: a size ends at the end of the area or of its time, whichever comes first</source>
        <translation>Höchstdauer jeder Größe und Richtung: eine Größe endet am Ende des Bereichs oder ihrer Zeit, je nachdem, was zuerst kommt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Transfers kept as samples (the first) of each size and direction; every transfer counts in the figures</source>
        <translation>Transfers, die je Größe und Richtung als Messwerte behalten werden (die ersten); jeder Transfer zählt in den Kennwerten</translation>
    </message>
    <message>
        <location filename="../../core/bench/blocksize/blocksizekind.cpp" line="-5"/>
        <location filename="../pages/blocksize/blocksizeform.cpp" line="+7"/>
        <location line="+32"/>
        <source>Transfer sizes</source>
        <translation>Transfergrößen</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../core/bench/speed/speedkind.cpp" line="-152"/>
        <location filename="../pages/blocksize/blocksizeform.cpp" line="-29"/>
        <location line="+34"/>
        <location filename="../pages/speed/speedform.cpp" line="+28"/>
        <location line="+116"/>
        <source>Test area</source>
        <translation>Testbereich</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../pages/blocksize/blocksizeform.cpp" line="-33"/>
        <source>Time per size</source>
        <translation>Zeit pro Größe</translation>
    </message>
    <message>
        <location filename="../pages/blocksize/blocksizeform.cpp" line="+1"/>
        <source>Samples kept</source>
        <translation>Behaltene Messwerte</translation>
    </message>
    <message>
        <location filename="../pages/blocksize/blocksizepage.cpp" line="+46"/>
        <source>The transfer-size sweep&apos;s writes</source>
        <extracomment>who writes: the start of &quot;%1 writes to the whole of /dev/sdb.&quot;</extracomment>
        <translation>Die Transfergrößen-Messreihe</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1 (%2 of %3) · </source>
        <extracomment>the running part of a transfer-size sweep: &quot;4 KiB read (3 of 34) · &quot;</extracomment>
        <translation>%1 (%2 von %3) · </translation>
    </message>
    <message>
        <location filename="../pages/depth/depthchart.cpp" line="-28"/>
        <location filename="../pages/depth/depthcompareview.cpp" line="+34"/>
        <source>IOPS against queue depth</source>
        <translation>IOPS über Warteschlangentiefe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Latency against queue depth</source>
        <translation>Latenz über Warteschlangentiefe</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../pages/depth/depthcompareview.cpp" line="+34"/>
        <source>Queue depth (log₂)</source>
        <translation>Warteschlangentiefe (log₂)</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../pages/zone/zonechart.cpp" line="-12"/>
        <location line="+132"/>
        <source>mean</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>p99.9</source>
        <comment>percentile: write the decimal as the language does</comment>
        <translation>p99,9</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+120"/>
        <source>knee</source>
        <comment>where more queue depth stops paying</comment>
        <translation>Knick</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>knee QD%1</source>
        <translation>Knick QD%1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Latency (%1, logarithmic)</source>
        <extracomment>keep the unit first in the brackets: a short axis shows it alone</extracomment>
        <translation>Latenz (%1, logarithmisch)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>no depth measured yet</source>
        <translation>noch keine Tiefe gemessen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>QD%1: %2 IOPS · p99 %3 · best %4 IOPS at QD%5 · knee QD%6</source>
        <translation>QD%1: %2 IOPS · p99 %3 · bester Wert %4 IOPS bei QD%5 · Knick QD%6</translation>
    </message>
    <message>
        <location filename="../pages/depth/depthcompareview.cpp" line="-33"/>
        <source>p99 latency against queue depth</source>
        <translation>p99-Latenz über Warteschlangentiefe</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>p99 (%1, logarithmic)</source>
        <extracomment>keep the unit first in the brackets: a short axis shows it alone</extracomment>
        <translation>p99 (%1, logarithmisch)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IOPS (logarithmic)</source>
        <translation>IOPS (logarithmisch)</translation>
    </message>
    <message>
        <location filename="../pages/depth/depthform.cpp" line="-25"/>
        <source>Ascending, each 1 to 4096: 1,2,4,32 — or A..B for A, the powers of two between, and B (1..256 is 1, 2, 4 … 256)</source>
        <translation>Aufsteigend, jeweils 1 bis 4096: 1,2,4,32 — oder A..B für A, die Zweierpotenzen dazwischen und B (1..256 ergibt 1, 2, 4 … 256)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Time at each depth at most</source>
        <translation>Höchstdauer je Tiefe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reads at each depth at most: keeps memory bounded on a fast drive</source>
        <translation>Höchstzahl der Lesezugriffe je Tiefe: begrenzt den Speicherbedarf bei einem schnellen Laufwerk</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bytes per read, a multiple of the block size</source>
        <translation>Bytes je Lesezugriff, ein Vielfaches der Blockgröße</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One region: all · first:SIZE · last:SIZE · START:LENGTH</source>
        <extracomment>keep all, first:, last: and the examples as they are: what the field takes</extracomment>
        <translation>Ein Bereich: all · first:GRÖSSE · last:GRÖSSE · START:LÄNGE</translation>
    </message>
    <message>
        <location filename="../../core/bench/depth/depthkind.cpp" line="-5"/>
        <location filename="../pages/depth/depthform.cpp" line="+6"/>
        <location line="+31"/>
        <source>Queue depths</source>
        <translation>Warteschlangentiefen</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../pages/depth/depthform.cpp" line="-30"/>
        <source>Time per depth</source>
        <translation>Zeit je Tiefe</translation>
    </message>
    <message>
        <location filename="../pages/depth/depthform.cpp" line="+1"/>
        <source>Reads per depth</source>
        <translation>Lesezugriffe je Tiefe</translation>
    </message>
    <message>
        <location filename="../../core/bench/depth/depthkind.cpp" line="-2"/>
        <location filename="../pages/depth/depthform.cpp" line="+1"/>
        <location line="+32"/>
        <location filename="../pages/seek/seekform.cpp" line="-5"/>
        <location line="+155"/>
        <location filename="../report/reportsections.cpp" line="-7"/>
        <source>Read size</source>
        <translation>Lesegröße</translation>
    </message>
    <message>
        <location filename="../pages/formfields.cpp" line="+21"/>
        <source>not a size</source>
        <translation>keine Größe</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../pages/seek/seekform.cpp" line="-7"/>
        <source>%1 must be positive (got %2).</source>
        <extracomment>%1 is the field&apos;s name: keep it first (the form marks the field its error starts with)</extracomment>
        <translation>%1 muss positiv sein (angegeben: %2).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Huge-page buffer (2 MiB pages)</source>
        <translation>Huge-Page-Puffer (2-MiB-Seiten)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each block then reaches the drive as one physically contiguous piece instead of one per 4 KiB page. Some devices (virtio disks without indirect descriptors) take fewer such pieces at once and run faster this way. Off: ordinary pages, as dd and fio use by default (fio&apos;s --mem=shmhuge is the same choice). The run fails with the reason when no huge pages can be had.</source>
        <translation>Jeder Block erreicht das Laufwerk dann als ein physisch zusammenhängendes Stück statt als eines pro 4-KiB-Seite. Manche Geräte (virtio-Festplatten ohne indirekte Deskriptoren) nehmen weniger solcher Stücke auf einmal an und laufen so schneller. Aus: gewöhnliche Seiten, wie dd und fio sie standardmäßig verwenden (bei fio entspricht --mem=shmhuge dieser Wahl). Sind keine Huge Pages verfügbar, schlägt der Lauf mit Angabe des Grundes fehl.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Buffered (page cache)</source>
        <translation>Gepuffert (Seitencache)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Without O_DIRECT: the kernel&apos;s page cache may answer instead of the drive, so the figures can be the memory&apos;s. The run is labelled so everywhere.</source>
        <translation>Ohne O_DIRECT: Statt des Laufwerks kann der Seitencache des Kernels antworten, sodass die Werte die des Arbeitsspeichers sein können. Der Lauf wird überall entsprechend gekennzeichnet.</translation>
    </message>
    <message>
        <location filename="../pages/headlinelabel.cpp" line="+133"/>
        <location filename="../report/reportsections.cpp" line="+308"/>
        <source>Not the drive&apos;s figure?</source>
        <translation>Nicht der Wert des Laufwerks?</translation>
    </message>
    <message>
        <location filename="../pages/seek/seekcharts.cpp" line="-2"/>
        <source>Latency by seek distance</source>
        <translation>Latenz nach Suchdistanz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reads (sample)</source>
        <translation>Lesezugriffe (Stichprobe)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seek distance</source>
        <translation>Suchdistanz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Latency over time</source>
        <translation>Latenz im Zeitverlauf</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 ms buckets when the median is 1 ms or more, else logarithmic µs</source>
        <translation>1-ms-Klassen, wenn der Median 1 ms oder mehr beträgt, sonst logarithmisch in µs</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Rotation and seek curve: estimated from the reads when the run ends.</source>
        <translation>Drehzahl und Suchzeitkurve: aus den Lesezugriffen geschätzt, wenn der Lauf endet.</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>%1 rpm</source>
        <extracomment>a disk&apos;s spindle speed: &quot;7,200 rpm&quot;</extracomment>
        <translation>%1 U/min</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 %2 (run of %3)</source>
        <extracomment>a figure&apos;s name, its rpm, and the start time of the run it is from</extracomment>
        <translation>%1 %2 (Lauf von %3)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2 ± %3 ms per revolution)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2 ± %3 ms pro Umdrehung)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>seek &lt;b&gt;%1 ms&lt;/b&gt; average, %2 ms track-to-track, %3 ms full stroke</source>
        <translation>Suchzugriff &lt;b&gt;%1 ms&lt;/b&gt; im Mittel, %2 ms Spur zu Spur, %3 ms voller Hub</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the drive reports %1</source>
        <translation>das Laufwerk meldet %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Estimated from %1 reads: %2</source>
        <translation>Geschätzt aus %1 Lesezugriffen: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No rotation or seek curve estimated: %1.</source>
        <translation>Weder Rotation noch Suchzeitkurve geschätzt: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no seek curve: %1</source>
        <translation>keine Suchzeitkurve: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rotation (estimated): %1
Seek curve (estimated): %2

A read waits for its seek, then up to one revolution for its sector: the band over the scatter is the fitted seek curve and one revolution above it (docs/estimates.md).</source>
        <translation>Rotation (geschätzt): %1
Suchzeitkurve (geschätzt): %2

Ein Lesezugriff wartet auf seinen Suchzugriff und dann bis zu einer Umdrehung auf seinen Sektor: Das Band über der Punktwolke ist die angepasste Suchzeitkurve und eine Umdrehung darüber (docs/estimates.md).</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Fitted band</source>
        <translation>Angepasstes Band</translation>
    </message>
    <message>
        <location filename="../pages/seek/seekform.cpp" line="-227"/>
        <source>Whole-disk seek, 1500 × 512 B</source>
        <translation>Suchzugriffe über ganze Festplatte, 1500 × 512 B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outer 2 GB / inner 2 GB / alternating, 2 readers</source>
        <translation>Außen 2 GB / innen 2 GB / abwechselnd, 2 Leser</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Outer 2 GB, 2 readers</source>
        <translation>Außen 2 GB, 2 Leser</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Inner 2 GB, 2 readers</source>
        <translation>Innen 2 GB, 2 Leser</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Outer and inner 2 GB, one reader each</source>
        <translation>Außen und innen 2 GB, je ein Leser</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fast device, 20000 × 4 KiB</source>
        <translation>Schnelles Gerät, 20000 × 4 KiB</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Count first reads</source>
        <translation>Erste Lesezugriffe zählen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Count each reader&apos;s first read, whose seek starts wherever the head happened to be; left out by default.</source>
        <translation>Den ersten Lesezugriff jedes Lesers mitzählen, dessen Suchzugriff dort beginnt, wo der Kopf sich gerade befand; standardmäßig ausgelassen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../pages/syncwrite/syncwriteform.cpp" line="+32"/>
        <location filename="../pages/zone/zoneform.cpp" line="-31"/>
        <source>Custom</source>
        <comment>preset: the user&apos;s own values</comment>
        <translation>Benutzerdefiniert</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Random reads over the whole disk, or over 2 GB at its start (outer) and end (inner)</source>
        <translation>Zufällige Lesezugriffe über die ganze Festplatte oder über 2 GB an ihrem Anfang (außen) und Ende (innen)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Timed reads per reader (the warm-up read comes on top)</source>
        <translation>Gemessene Lesezugriffe je Leser (der Aufwärm-Lesezugriff kommt hinzu)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>logical block size</source>
        <translation>logische Blockgröße</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Bytes per read: 512, 4KiB, 8KiB… a multiple of the logical block size</source>
        <translation>Bytes je Lesezugriff: 512, 4KiB, 8KiB… ein Vielfaches der logischen Blockgröße</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Offsets are multiples of this</source>
        <translation>Offsets sind Vielfache davon</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Empty: the whole target. all · first:SIZE · last:SIZE · START:LENGTH (e.g. first:2GB, last:2GB, 10GiB:2GiB, 90%:10%). Double-click to edit.</source>
        <extracomment>keep all, first:, last: and the examples as they are: what the field takes</extracomment>
        <translation>Leer: das ganze Ziel. all · first:GRÖSSE · last:GRÖSSE · START:LÄNGE (z. B. first:2GB, last:2GB, 10GiB:2GiB, 90%:10%). Zum Bearbeiten doppelklicken.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Random over all regions</source>
        <translation>Zufällig über alle Bereiche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alternate between regions</source>
        <translation>Zwischen Bereichen abwechseln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One region per reader</source>
        <translation>Ein Bereich je Leser</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Concurrent readers, each its own thread</source>
        <translation>Gleichzeitige Leser, jeder in eigenem Thread</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reads each reader keeps in flight: above 1 through io_uring (32 with 1 reader is CrystalDiskMark&apos;s Q32T1)</source>
        <translation>Lesezugriffe, die jeder Leser gleichzeitig ausstehend hält: über 1 per io_uring (32 bei 1 Leser entspricht Q32T1 von CrystalDiskMark)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>random</source>
        <comment>seed: none given, a new one each run</comment>
        <translation>zufällig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A whole number makes the offsets reproducible</source>
        <translation>Eine ganze Zahl macht die Offsets reproduzierbar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add</source>
        <comment>add a region</comment>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <comment>remove a region</comment>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a region (first:2GB by default; edit it in place)</source>
        <translation>Bereich hinzufügen (standardmäßig first:2GB; direkt bearbeitbar)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>None: the whole target. first:2GB, last:2GB, 10GiB:2GiB, 90%:10%</source>
        <translation>Keiner: das ganze Ziel. first:2GB, last:2GB, 10GiB:2GiB, 90%:10%</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../pages/syncwrite/syncwriteform.cpp" line="+23"/>
        <location filename="../pages/zone/zoneform.cpp" line="+27"/>
        <source>Preset</source>
        <translation>Vorgabe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reads per reader</source>
        <translation>Lesezugriffe je Leser</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+155"/>
        <source>Alignment</source>
        <translation>Ausrichtung</translation>
    </message>
    <message>
        <location line="-154"/>
        <location filename="../report/reportsections.cpp" line="-302"/>
        <source>Regions</source>
        <translation>Bereiche</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../report/reportsections.cpp" line="-1"/>
        <source>Placement</source>
        <translation>Verteilung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Readers</source>
        <translation>Leser</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+162"/>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <location line="-161"/>
        <location filename="../pages/syncwrite/syncwriteform.cpp" line="+5"/>
        <source>Warm-up</source>
        <translation>Aufwärmen</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Needs a target of at least %1; this one has %2.</source>
        <translation>Benötigt ein Ziel von mindestens %1; dieses hat %2.</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>&apos;%1&apos; is not a number from 0 to 18446744073709551615.</source>
        <translation>&apos;%1&apos; ist keine Zahl von 0 bis 18446744073709551615.</translation>
    </message>
    <message>
        <location filename="../pages/speed/speedbarchart.cpp" line="+27"/>
        <source>Speed grid (median run, MB/s)</source>
        <translation>Geschwindigkeitsraster (Median-Lauf, MB/s)</translation>
    </message>
    <message>
        <location filename="../pages/speed/speedcompareview.cpp" line="-77"/>
        <source>Read (MB/s)</source>
        <translation>Lesen (MB/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write (MB/s)</source>
        <translation>Schreiben (MB/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mix (MB/s)</source>
        <translation>Mix (MB/s)</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Median MB/s per test, a bar per run</source>
        <translation>Median-MB/s je Test, ein Balken je Lauf</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>baseline</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <location filename="../pages/speed/speedform.cpp" line="-159"/>
        <source>Mixed</source>
        <translation>Gemischt</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>standard</source>
        <comment>the speed grid&apos;s default set of tests</comment>
        <translation>Standard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your own list</source>
        <translation>eigene Liste</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>standard: CrystalDiskMark&apos;s default set · nvme: its NVMe SSD set</source>
        <extracomment>keep standard and nvme: the profiles&apos; names, as the command line takes them</extracomment>
        <translation>standard: Standardsatz von CrystalDiskMark · nvme: dessen Satz für NVMe-SSDs</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>SEQ or RND, the block size (4K, 128K, 1M), then Q&lt;depth&gt;T&lt;threads&gt;, separated by commas: RND4K Q32T1, SEQ1M Q8T1</source>
        <extracomment>keep SEQ, RND, Q&lt;depth&gt;T&lt;threads&gt; and the examples: what the field takes</extracomment>
        <translation>SEQ oder RND, die Blockgröße (4K, 128K, 1M), dann Q&lt;depth&gt;T&lt;threads&gt;, durch Kommas getrennt: RND4K Q32T1, SEQ1M Q8T1</translation>
    </message>
    <message>
        <location line="-61"/>
        <source> % reads</source>
        <comment>after the share of reads in a mixed test: 70 % reads</comment>
        <translation> % Lesen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bytes the tests use, from the start of the target</source>
        <translation>Bytes, die die Tests ab dem Anfang des Ziels nutzen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Time of each run of each test</source>
        <translation>Dauer jedes Laufs jedes Tests</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Runs of each test: the tiles show the median run, the best beside it</source>
        <translation>Läufe je Test: Die Kacheln zeigen den Median-Lauf, daneben den besten</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <location filename="../../core/bench/speed/speedkind.cpp" line="-9"/>
        <location filename="../pages/speed/speedform.cpp" line="+1"/>
        <location line="+115"/>
        <source>Tests</source>
        <translation>Tests</translation>
    </message>
    <message>
        <location filename="../pages/speed/speedform.cpp" line="-113"/>
        <source>Mix</source>
        <comment>a test that reads and writes</comment>
        <translation>Mix</translation>
    </message>
    <message>
        <location filename="../../core/bench/speed/speedkind.cpp" line="+11"/>
        <location filename="../pages/speed/speedform.cpp" line="+2"/>
        <source>Time per run</source>
        <translation>Zeit je Lauf</translation>
    </message>
    <message>
        <location filename="../pages/speed/speedform.cpp" line="+1"/>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Takes</source>
        <comment>how long the grid takes</comment>
        <translation>Dauer</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>about %1 (%2 × %3 × %4 × %5 s)</source>
        <extracomment>how long the grid takes, then what it is made of: &quot;about 1 min 12 s (6 tests × 2 directions × 3 runs × 2 s)&quot;</extracomment>
        <translation>etwa %1 (%2 × %3 × %4 × %5 s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 test</source>
        <translation>1 Test</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 tests</source>
        <translation>%1 Tests</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 direction</source>
        <translation>1 Richtung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 directions</source>
        <translation>%1 Richtungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../session/sessionactions.cpp" line="-137"/>
        <location filename="../session/sessionpropertiesdialog.cpp" line="+32"/>
        <source>1 run</source>
        <translation>1 Lauf</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../session/sessionactions.cpp" line="+0"/>
        <location filename="../session/sessionpropertiesdialog.cpp" line="+0"/>
        <source>%1 runs</source>
        <translation>%1 Läufe</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>plus writing the test area and flushing each write test</source>
        <extracomment>after &quot;about 8 s (4 tests × 2 directions × 1 run × 1 s)&quot;</extracomment>
        <translation>zuzüglich Schreiben des Testbereichs und Leeren jedes Schreibtests</translation>
    </message>
    <message>
        <location filename="../pages/speed/speedpage.cpp" line="+47"/>
        <source>The speed grid&apos;s writes</source>
        <extracomment>who writes: the start of &quot;%1 writes to the whole of /dev/sdb.&quot;</extracomment>
        <translation>Das Geschwindigkeitsraster</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>flushing the writes of %1 to the drive</source>
        <translation>Schreibzugriffe von %1 werden auf das Laufwerk geleert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2 s of tests</source>
        <translation>%1 von %2 s Testzeit</translation>
    </message>
    <message>
        <location filename="../pages/speed/speedtiles.cpp" line="+24"/>
        <source>%1 sequential</source>
        <translation>%1 sequenziell</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 random</source>
        <translation>%1 zufällig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 in flight</source>
        <translation>%1 ausstehend</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 thread</source>
        <translation>1 Thread</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 threads</source>
        <translation>%1 Threads</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>%1 IOPS
mean %2
p99 %3</source>
        <translation>%1 IOPS
Mittel %2
p99 %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Median of 1 run; best %1 MB/s</source>
        <translation>Median aus 1 Lauf; bester %1 MB/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Median of %1 runs; best %2 MB/s</source>
        <translation>Median aus %1 Läufen; bester %2 MB/s</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>measuring run %1 of %2</source>
        <translation>Lauf %1 von %2 wird gemessen</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Press Start: each test&apos;s tiles fill in as its runs finish.</source>
        <translation>Klicken Sie auf Start: Die Kacheln jedes Tests füllen sich, sobald seine Läufe fertig sind.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Read</source>
        <comment>direction</comment>
        <translation>Lesen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write</source>
        <comment>direction</comment>
        <translation>Schreiben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mix (%1 % reads)</source>
        <translation>Mix (%1 % Lesen)</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>%1 %2, run %3 of %4</source>
        <extracomment>the test, its direction, and which of its runs: &quot;RND4K Q32T1 write, run 2 of 5&quot;</extracomment>
        <translation>%1 %2, Lauf %3 von %4</translation>
    </message>
    <message>
        <location filename="../pages/syncwrite/syncwritecharts.cpp" line="+0"/>
        <source>Latency of each write over time</source>
        <translation>Latenz jedes Schreibzugriffs im Zeitverlauf</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../report/reportsections.cpp" line="-6"/>
        <source>Writes</source>
        <translation>Schreibzugriffe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Writes</source>
        <comment>the count axis of the write latency histogram: one short word</comment>
        <translation>Anzahl</translation>
    </message>
    <message>
        <location filename="../pages/syncwrite/syncwriteform.cpp" line="-30"/>
        <source>Count each run&apos;s first write</source>
        <translation>Ersten Schreibzugriff jedes Laufs zählen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Small synchronous writes: %1 contiguous O_DIRECT|O_SYNC writes of 512 B</source>
        <translation>Kleine synchrone Schreibzugriffe: %1 zusammenhängende O_DIRECT|O_SYNC-Schreibzugriffe zu 512 B</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Timed writes per run (the warm-up write comes on top)</source>
        <translation>Gemessene Schreibzugriffe je Lauf (der Aufwärm-Schreibzugriff kommt hinzu)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bytes per write, comma-separated, one run each: 512,1024,4KiB</source>
        <translation>Bytes je Schreibzugriff, durch Kommas getrennt, je ein Lauf: 512,1024,4KiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offset of the first write in the scratch file or device</source>
        <translation>Offset des ersten Schreibzugriffs in der Testdatei oder im Gerät</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>all (one run per mode)</source>
        <translation>alle (ein Lauf je Modus)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How each write reaches stable storage (pg_test_fsync&apos;s choices)</source>
        <translation>Wie jeder Schreibzugriff den dauerhaften Speicher erreicht (die Optionen von pg_test_fsync)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Writes go to a scratch file in the scratch target&apos;s folder (removed after the run), or to a whole drive once you type its name.</source>
        <translation>Schreibzugriffe gehen in eine Testdatei im Ordner des Testziels (nach dem Lauf entfernt) oder auf ein ganzes Laufwerk, sobald Sie dessen Namen eingeben.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Writes per run</source>
        <translation>Schreibzugriffe je Lauf</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+64"/>
        <location line="+7"/>
        <source>Sizes</source>
        <translation>Größen</translation>
    </message>
    <message>
        <location line="-70"/>
        <location line="+80"/>
        <source>Start</source>
        <comment>offset of the first write</comment>
        <translation>Start</translation>
    </message>
    <message>
        <location line="-79"/>
        <location filename="../report/reportsections.cpp" line="+12"/>
        <source>Sync mode</source>
        <translation>Sync-Modus</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 synchronous 512 B writes</source>
        <translation>%1 synchrone Schreibzugriffe zu 512 B</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>give at least one size (512, 4KiB).</source>
        <translation>geben Sie mindestens eine Größe an (512, 4KiB).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;%1&quot; must be positive.</source>
        <translation>&quot;%1&quot; muss positiv sein.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&quot;%1&quot; is not an offset.</source>
        <translation>&quot;%1&quot; ist kein Offset.</translation>
    </message>
    <message>
        <location filename="../pages/syncwrite/syncwritepage.cpp" line="-89"/>
        <source>no target chosen</source>
        <translation>kein Ziel gewählt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>checking %1 (sysfs, hdparm -W)…</source>
        <translation>prüfe %1 (sysfs, hdparm -W)…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&lt;b&gt;Write cache:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Schreibcache:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The sync write benchmark</source>
        <extracomment>who writes: the start of &quot;%1 writes to the whole of /dev/sdb.&quot;</extracomment>
        <translation>Der Sync-Schreib-Benchmark</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>&lt;b&gt;Run:&lt;/b&gt; %2 writes, %3 (%4), to %5; cache as recorded: %1</source>
        <translation>&lt;b&gt;Lauf:&lt;/b&gt; Schreibzugriffe zu %2, %3 (%4), auf %5; Cache laut Aufzeichnung: %1</translation>
    </message>
    <message>
        <location filename="../pages/zone/zonechart.cpp" line="-142"/>
        <source>Sequential throughput against offset</source>
        <translation>Sequenzieller Durchsatz über Offset</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>MB/s per point</source>
        <translation>MB/s je Punkt</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+132"/>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <location line="-130"/>
        <location line="+132"/>
        <source>max</source>
        <translation>max</translation>
    </message>
    <message>
        <location line="-123"/>
        <location line="+103"/>
        <location filename="../pages/zone/zonecompareview.cpp" line="-1"/>
        <source>Offset (GB)</source>
        <translation>Offset (GB)</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Point %1 of %2</source>
        <translation>Punkt %1 von %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Point %1 of %2 (partial)</source>
        <translation>Punkt %1 von %2 (unvollständig)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>offset %1 GB (%2 % of the target)
%3 MB/s (%4 MB in %5 s)</source>
        <translation>Offset %1 GB (%2 % des Ziels)
%3 MB/s (%4 MB in %5 s)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Offset (% of the target)</source>
        <translation>Offset (% des Ziels)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>no points yet</source>
        <translation>noch keine Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>point %1 of %2</source>
        <translation>Punkt %1 von %2</translation>
    </message>
    <message>
        <location filename="../pages/zone/zonecompareview.cpp" line="-57"/>
        <source>Throughput against offset</source>
        <translation>Durchsatz über Offset</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Automatic (% when the sizes differ)</source>
        <translation>Automatisch (% bei unterschiedlichen Größen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../pages/zone/zonepage.cpp" line="-45"/>
        <source>Offset in GB</source>
        <translation>Offset in GB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offset in % of each target</source>
        <translation>Offset in % des jeweiligen Ziels</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../pages/zone/zonepage.cpp" line="+8"/>
        <source>X axis:</source>
        <translation>X-Achse:</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Offset (% of each target)</source>
        <translation>Offset (% des jeweiligen Ziels)</translation>
    </message>
    <message>
        <location filename="../pages/zone/zoneform.cpp" line="-24"/>
        <source>Outer to inner tracks: 128 MiB read in 1 MiB blocks at 100 evenly spaced points (less at each point on a drive smaller than 12.5 GiB, so the points cover it end to end)</source>
        <translation>Von außen nach innen: 128 MiB in Blöcken von 1 MiB an 100 gleichmäßig verteilten Punkten gelesen (weniger je Punkt auf einem Laufwerk unter 12,5 GiB, damit die Punkte es von Anfang bis Ende abdecken)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Evenly spaced points from the region&apos;s start to its end</source>
        <translation>Gleichmäßig verteilte Punkte vom Anfang bis zum Ende des Bereichs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bytes read (or written) at each point, a multiple of the block size</source>
        <translation>An jedem Punkt gelesene (oder geschriebene) Bytes, ein Vielfaches der Blockgröße</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bytes per I/O, a multiple of the logical block size (dd bs=)</source>
        <translation>Bytes je I/O, ein Vielfaches der logischen Blockgröße (dd bs=)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One region: all · first:SIZE · last:SIZE · START:LENGTH (10GiB:100GiB, 50%:)</source>
        <extracomment>keep all, first:, last: and the examples as they are: what the field takes</extracomment>
        <translation>Ein Bereich: all · first:GRÖSSE · last:GRÖSSE · START:LÄNGE (10GiB:100GiB, 50%:)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None: read (changes nothing)</source>
        <translation>Nichts: nur lesen (ändert nichts)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write back what was read (preserve)</source>
        <translation>Gelesenes zurückschreiben (erhaltend)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write random bytes (destroys data)</source>
        <translation>Zufallsbytes schreiben (zerstört Daten)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Write sweeps on a folder: the scratch file&apos;s size (removed after the run)</source>
        <translation>Schreibscans auf einem Ordner: die Größe der Testdatei (nach dem Lauf entfernt)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../report/reportsections.cpp" line="+4"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Write</source>
        <comment>zone sweep: what it writes</comment>
        <translation>Schreiben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scratch file</source>
        <translation>Testdatei</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>128 MiB at 100 points</source>
        <translation>128 MiB an 100 Punkten</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Scratch file size</source>
        <extracomment>begins with the field&apos;s name, &quot;Scratch file&quot; (the form marks the field its error starts with)</extracomment>
        <translation>Testdateigröße</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A zone sweep covers one region (got &quot;%1&quot;).</source>
        <translation>Ein Zonenscan umfasst einen Bereich (angegeben: &quot;%1&quot;).</translation>
    </message>
    <message>
        <location filename="../pages/zone/zonepage.cpp" line="-7"/>
        <source>Offset in % of the target</source>
        <translation>Offset in % des Ziels</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>A write sweep</source>
        <extracomment>who writes: the start of &quot;%1 writes to the whole of /dev/sdb.&quot;</extracomment>
        <translation>Ein Schreibscan</translation>
    </message>
    <message>
        <location filename="../report/exportmenu.cpp" line="+43"/>
        <source>Samples as CSV</source>
        <translation>Messwerte als CSV</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>CSV (%1)</source>
        <translation>CSV (%1)</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Figures as CSV</source>
        <translation>Kennwerte als CSV</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>JSON (%1)</source>
        <translation>JSON (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plain-text report</source>
        <translation>Textbericht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Text (%1)</source>
        <translation>Text (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Report as PDF</source>
        <translation>Bericht als PDF</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF (%1)</source>
        <translation>PDF (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Report as HTML</source>
        <translation>Bericht als HTML</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HTML (%1)</source>
        <translation>HTML (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fio job file</source>
        <translation>fio-Jobdatei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fio job (%1)</source>
        <translation>fio-Job (%1)</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>E&amp;xport</source>
        <translation>E&amp;xportieren</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Selected runs</source>
        <translation>&amp;Ausgewählte Läufe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Whole session</source>
        <translation>&amp;Ganze Sitzung</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>The report could not be drawn.</source>
        <translation>Der Bericht konnte nicht gezeichnet werden.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>The export was cancelled; nothing was written.</source>
        <translation>Der Export wurde abgebrochen; nichts wurde geschrieben.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Drawing the report…</source>
        <translation>Bericht wird gezeichnet…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Drawing the report&apos;s charts: run %1 of %2…</source>
        <translation>Diagramme des Berichts werden gezeichnet: Lauf %1 von %2…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Writing the report…</source>
        <translation>Bericht wird geschrieben…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <location filename="../report/reportbuilder.cpp" line="+39"/>
        <source>DriveScope report</source>
        <translation>DriveScope-Bericht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DriveScope report: %1</source>
        <translation>DriveScope-Bericht: %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <location filename="../window/drivepanel.cpp" line="+54"/>
        <source>Drives</source>
        <translation>Laufwerke</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>The session holds no runs.</source>
        <translation>Die Sitzung enthält keine Läufe.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>en</source>
        <comment>language code</comment>
        <extracomment>The HTML report&apos;s lang attribute: the code of this translation&apos;s language (&quot;de&quot;).</extracomment>
        <translation>de</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>The PDF could not be drawn.</source>
        <translation>Das PDF konnte nicht gezeichnet werden.</translation>
    </message>
    <message>
        <location filename="../report/reportsections.cpp" line="-45"/>
        <location line="+6"/>
        <location line="+7"/>
        <location line="+199"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location line="-205"/>
        <source>%1 (%2, %3 bytes)</source>
        <translation>%1 (%2, %3 Bytes)</translation>
    </message>
    <message>
        <location filename="../../core/bench/engine/benchmarkkind.cpp" line="-57"/>
        <source>%1: %2 to %3 (%4)</source>
        <extracomment>A region of the target: its label, where it starts and ends, and its length.</extracomment>
        <translation>%1: %2 bis %3 (%4)</translation>
    </message>
    <message>
        <location filename="../report/reportsections.cpp" line="+21"/>
        <source>Reads per worker</source>
        <translation>Lesezugriffe pro Worker</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Write size</source>
        <translation>Schreibgröße</translation>
    </message>
    <message>
        <location filename="../../core/bench/blocksize/blocksizekind.cpp" line="-1"/>
        <location filename="../../core/bench/depth/depthkind.cpp" line="+1"/>
        <location filename="../../core/bench/speed/speedkind.cpp" line="-1"/>
        <location filename="../report/reportsections.cpp" line="+2"/>
        <source>Offset alignment</source>
        <translation>Offset-Ausrichtung</translation>
    </message>
    <message>
        <location filename="../report/reportsections.cpp" line="+1"/>
        <source>Concurrent workers</source>
        <translation>Gleichzeitige Worker</translation>
    </message>
    <message>
        <location filename="../../core/bench/blocksize/blocksizekind.cpp" line="+4"/>
        <location filename="../../core/bench/depth/depthkind.cpp" line="+4"/>
        <location filename="../../core/bench/speed/speedkind.cpp" line="+5"/>
        <location filename="../report/reportsections.cpp" line="+4"/>
        <source>Random seed</source>
        <translation>Zufallsstartwert</translation>
    </message>
    <message>
        <location filename="../report/reportsections.cpp" line="+1"/>
        <source>Warm-up I/O counted</source>
        <translation>Aufwärm-I/O mitgezählt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O_DIRECT</source>
        <translation>O_DIRECT</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open flags</source>
        <translation>Open-Flags</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write cache (probed)</source>
        <translation>Schreibcache (abgefragt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start offset</source>
        <translation>Start-Offset</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Write mode</source>
        <translation>Schreibmodus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blocks</source>
        <translation>Blöcke</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Total asked for</source>
        <translation>Angefordert insgesamt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total capped to the target</source>
        <translation>Insgesamt, auf das Ziel begrenzt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Statistics interval</source>
        <translation>Statistikintervall</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final flush took</source>
        <translation>Abschließendes Flush dauerte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flush at the end</source>
        <translation>Flush am Ende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I/O buffer pages asked for</source>
        <translation>Angeforderte I/O-Pufferseiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I/O buffer pages given</source>
        <translation>Erhaltene I/O-Pufferseiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I/O buffer page size</source>
        <translation>Seitengröße des I/O-Puffers</translation>
    </message>
    <message>
        <location filename="../../core/bench/blocksize/blocksizekind.cpp" line="-2"/>
        <location filename="../report/reportsections.cpp" line="+15"/>
        <location line="+197"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../report/reportsections.cpp" line="-197"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../../core/bench/engine/benchmarkkind.cpp" line="-6"/>
        <source>%1 (%2 bytes)</source>
        <translation>%1 (%2 Bytes)</translation>
    </message>
    <message>
        <location filename="../report/reportsections.cpp" line="+38"/>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Std dev</source>
        <comment>standard deviation</comment>
        <translation>Std.-Abw.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Min</source>
        <comment>minimum</comment>
        <translation>Min</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Max</source>
        <comment>maximum</comment>
        <translation>Max</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 and MB/s are the run&apos;s throughput, as in its figures above; the other columns cover all %2 %3 (%4 per second over the measured time).</source>
        <translation>%1 und MB/s sind der Durchsatz des Laufs wie in seinen Kennwerten oben; die übrigen Spalten umfassen alle %2 %3 (%4 pro Sekunde über die gemessene Zeit).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Latency of each read:</source>
        <translation>Latenz jedes Lesezugriffs:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latency of each write:</source>
        <translation>Latenz jedes Schreibzugriffs:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latency of each block:</source>
        <translation>Latenz jedes Blocks:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latency of each transfer:</source>
        <translation>Latenz jedes Transfers:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latency of each I/O:</source>
        <translation>Latenz jedes I/Os:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Latency of each %1:</source>
        <extracomment>%1: what one I/O is called, singular (&quot;read&quot;).</extracomment>
        <translation>Latenz je %1:</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1 (Linux %2, %3, %4 cores)</source>
        <extracomment>A host: its name (Linux kernel, CPU, cores).</extracomment>
        <translation>%1 (Linux %2, %3, %4 Kerne)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Notes:</source>
        <translation>Hinweise:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to %2</source>
        <extracomment>From the first run&apos;s start to the last one&apos;s end.</extracomment>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 by DriveScope %2</source>
        <translation>%1 von DriveScope %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host:</source>
        <translation>Rechner:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Measured:</source>
        <translation>Gemessen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Report made:</source>
        <translation>Bericht erstellt:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Overview</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run</source>
        <comment>noun: one benchmark run</comment>
        <translation>Lauf</translation>
    </message>
    <message>
        <location filename="../models/runsmodel.cpp" line="-4"/>
        <location filename="../report/reportsections.cpp" line="+0"/>
        <source>Benchmark</source>
        <translation>Benchmark</translation>
    </message>
    <message>
        <location filename="../report/reportsections.cpp" line="+0"/>
        <source>Drive</source>
        <translation>Laufwerk</translation>
    </message>
    <message>
        <location filename="../models/runsmodel.cpp" line="-25"/>
        <source>%1 (partial)</source>
        <translation>%1 (Teilergebnis)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../report/reportsections.cpp" line="+1"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../report/reportsections.cpp" line="+0"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../report/reportsections.cpp" line="+21"/>
        <source>Drive %1: %2</source>
        <translation>Laufwerk %1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resolved path</source>
        <translation>Aufgelöster Pfad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <comment>of drive: disk, partition, file</comment>
        <translation>Art</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Vendor</source>
        <translation>Hersteller</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Serial</source>
        <comment>serial number</comment>
        <translation>Seriennummer</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../window/drivepanel.cpp" line="+184"/>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logical / physical block size</source>
        <translation>Logische / physische Blockgröße</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../window/drivepanel.cpp" line="+7"/>
        <source>Medium</source>
        <translation>Medium</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../window/drivepanel.cpp" line="+7"/>
        <source>Write cache</source>
        <translation>Schreibcache</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I/O scheduler</source>
        <translation>I/O-Scheduler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Disk</source>
        <translation>Datenträger</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Largest request (max_sectors_kb)</source>
        <translation>Größte Anforderung (max_sectors_kb)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>File system (file target)</source>
        <translation>Dateisystem (Dateiziel)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loop device backed by</source>
        <translation>Loop-Gerät auf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Removable</source>
        <translation>Wechselmedium</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Run %1: %2 — %3</source>
        <extracomment>Run number: benchmark — target.</extracomment>
        <translation>Lauf %1: %2 — %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (partial result)</source>
        <translation>%1 (Teilergebnis)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (drive %2)</source>
        <extracomment>The drive&apos;s model (or path) and its number among the report&apos;s drives.</extracomment>
        <translation>%1 (Laufwerk %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drive:</source>
        <translation>Laufwerk:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status:</source>
        <translation>Status:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Started:</source>
        <translation>Gestartet:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Took:</source>
        <translation>Dauer:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Samples:</source>
        <translation>Messwerte:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I/O path</source>
        <translation>I/O-Weg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O_DIRECT (the page cache bypassed)</source>
        <translation>O_DIRECT (am Seitencache vorbei)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buffered: the page cache was in the way</source>
        <translation>gepuffert: der Seitencache war im Weg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drive write cache</source>
        <translation>Schreibcache des Laufwerks</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sparse target</source>
        <translation>Dünn belegtes Ziel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>yes: reads of holes cost nothing</source>
        <translation>ja: Lesezugriffe auf Lücken kosten nichts</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>MB = 10⁶ bytes. Failed I/O is not counted.</source>
        <translation>MB = 10⁶ Bytes. Fehlgeschlagene I/O wird nicht gezählt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How these figures were obtained:</source>
        <translation>Wie diese Werte ermittelt wurden:</translation>
    </message>
    <message>
        <location filename="../../core/device/blockusage.cpp" line="+31"/>
        <source>DriveScope cannot tell whether %1 is in use: it is not a block device</source>
        <translation>DriveScope kann nicht feststellen, ob %1 belegt ist: es ist kein Blockgerät</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; DriveScope will not write to %2.</source>
        <translation>%1; DriveScope schreibt nicht auf %2.</translation>
    </message>
    <message>
        <location filename="../../core/device/diskstatssampler.cpp" line="+46"/>
        <source>device statistics could not start: no thread could be made for them</source>
        <translation>Gerätestatistik konnte nicht starten: kein Thread konnte dafür erzeugt werden</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>device statistics stopped: %1</source>
        <translation>Gerätestatistik gestoppt: %1</translation>
    </message>
    <message>
        <location filename="../../core/io/alignedbuffer.cpp" line="+90"/>
        <source>There is not enough memory for a %1 I/O buffer.</source>
        <translation>Es ist nicht genug Speicher für einen I/O-Puffer von %1 frei.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The %1 I/O buffer could not be put in huge pages: no hugetlb pages were free (reserve some as root: sysctl vm.nr_hugepages=%2) and transparent huge pages were not given (/sys/kernel/mm/transparent_hugepage/enabled: %3). Run without huge pages, or reserve them.</source>
        <translation>Der I/O-Puffer von %1 konnte nicht in Huge Pages gelegt werden: keine hugetlb-Seiten waren frei (als root reservieren: sysctl vm.nr_hugepages=%2) und Transparent Huge Pages wurden nicht gewährt (/sys/kernel/mm/transparent_hugepage/enabled: %3). Ohne Huge Pages messen oder welche reservieren.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not available</source>
        <translation>nicht verfügbar</translation>
    </message>
    <message>
        <location filename="../../core/io/bufferpages.cpp" line="+49"/>
        <source>I/O buffer: huge pages asked for, none allocated (the run ended before its first I/O)</source>
        <translation>I/O-Puffer: Huge Pages angefordert, keine zugeteilt (der Lauf endete vor seiner ersten I/O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I/O buffer: %1 (huge pages asked for)</source>
        <translation>I/O-Puffer: %1 (Huge Pages angefordert)</translation>
    </message>
    <message>
        <location filename="../../core/io/sim/hddmodel.cpp" line="+75"/>
        <source>The seek times must satisfy 0 &lt; t2t &lt; avg &lt; full (got t2t=%1 ms, avg=%2 ms, full=%3 ms).</source>
        <translation>Die Suchzeiten müssen 0 &lt; t2t &lt; avg &lt; full erfüllen (angegeben: t2t=%1 ms, avg=%2 ms, full=%3 ms).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>With t2t=%1 ms and full=%2 ms, avg must lie between %3 ms and %4 ms for a seek time that rises ever more slowly with distance (got avg=%5 ms).</source>
        <translation>Mit t2t=%1 ms und full=%2 ms muss avg zwischen %3 ms und %4 ms liegen, damit die Suchzeit mit der Distanz immer langsamer steigt (angegeben: avg=%5 ms).</translation>
    </message>
    <message>
        <location filename="../../core/io/sim/simulateddriveconfig.cpp" line="+132"/>
        <source>&apos;%1&apos; is not a simulated drive (those start with sim:).</source>
        <translation>&apos;%1&apos; ist kein simuliertes Laufwerk (diese beginnen mit sim:).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&apos;%1&apos; is not a simulated drive type; use sim:hdd or sim:ssd.</source>
        <translation>&apos;%1&apos; ist keine Art simuliertes Laufwerk; verwenden Sie sim:hdd oder sim:ssd.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Unknown simulated drive parameter &apos;%1&apos; in %2; known ones: %3.</source>
        <translation>Unbekannter Parameter &apos;%1&apos; des simulierten Laufwerks in %2; bekannt sind: %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The parameter &apos;%1&apos; does not apply to %2.</source>
        <translation>Der Parameter &apos;%1&apos; gilt nicht für %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The simulated drive parameter &apos;%1&apos; is given twice in %2.</source>
        <translation>Der Parameter &apos;%1&apos; des simulierten Laufwerks steht zweimal in %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>paced takes on or off (got &apos;%1&apos;).</source>
        <translation>paced nimmt on oder off (angegeben: &apos;%1&apos;).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The simulated drive parameter &apos;%1&apos; needs a value, as in %1=VALUE.</source>
        <translation>Der Parameter &apos;%1&apos; des simulierten Laufwerks braucht einen Wert, wie in %1=VALUE.</translation>
    </message>
    <message>
        <location line="+37"/>
        <location line="+6"/>
        <source>on or off</source>
        <translation>on oder off</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a whole number of flash channels from 1 to 256</source>
        <translation>eine ganze Zahl von Flash-Kanälen von 1 bis 256</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>revolutions per minute between 1000 and 20000, e.g. 7200</source>
        <translation>Umdrehungen pro Minute zwischen 1000 und 20000, z. B. 7200</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a duration with a unit (ns, us, ms or s), e.g. 8.5ms</source>
        <translation>eine Dauer mit Einheit (ns, us, ms oder s), z. B. 8.5ms</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a positive rate with a unit, e.g. 150MB/s</source>
        <translation>eine positive Rate mit Einheit, z. B. 150MB/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1=%2 is not valid: expected %3.</source>
        <translation>%1=%2 ist ungültig: erwartet %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A simulated drive needs a capacity of at least 1 MiB (got %1 B).</source>
        <translation>Ein simuliertes Laufwerk braucht mindestens 1 MiB Kapazität (angegeben: %1 B).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The simulated capacity %1 B is not a multiple of the 512 B logical block.</source>
        <translation>Die simulierte Kapazität %1 B ist kein Vielfaches des logischen 512-B-Blocks.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>fail-at=%1 lies beyond the simulated capacity (%2 B).</source>
        <translation>fail-at=%1 liegt jenseits der simulierten Kapazität (%2 B).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>inner=%1 is faster than outer=%2: a disk spinning at constant speed carries more bytes per revolution on its longer outer tracks, never fewer.</source>
        <translation>inner=%1 ist schneller als outer=%2: eine Platte mit konstanter Drehzahl trägt auf ihren längeren äußeren Spuren mehr Bytes pro Umdrehung, nie weniger.</translation>
    </message>
    <message>
        <location filename="../../core/io/target.cpp" line="+25"/>
        <source>%1 cannot keep several I/Os in flight.</source>
        <translation>%1 kann nicht mehrere I/Os gleichzeitig ausstehend halten.</translation>
    </message>
    <message>
        <location filename="../../core/io/uringqueue.cpp" line="+20"/>
        <source>This kernel does not let DriveScope use io_uring (%1: disabled by kernel.io_uring_disabled, a seccomp filter, or not built in), so it cannot keep several I/Os in flight.</source>
        <translation>Dieser Kernel lässt DriveScope io_uring nicht verwenden (%1: durch kernel.io_uring_disabled abgeschaltet, durch einen seccomp-Filter gesperrt oder nicht eingebaut), daher können nicht mehrere I/Os gleichzeitig ausstehen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>io_uring could not be set up: %1.</source>
        <translation>io_uring konnte nicht eingerichtet werden: %1.</translation>
    </message>
    <message>
        <location filename="../../core/opening/privilegedopener.cpp" line="+38"/>
        <source>Cannot open %1 through polkit: the privileged helper %2 is not installed (%3); nothing was run.</source>
        <translation>%1 kann nicht über polkit geöffnet werden: das privilegierte Hilfsprogramm %2 ist nicht installiert (%3); nichts wurde ausgeführt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not authorised to open %1 (polkit refused, or no password was given%2); nothing was run.</source>
        <translation>Nicht berechtigt, %1 zu öffnen (polkit hat abgelehnt oder kein Passwort wurde eingegeben%2); nichts wurde ausgeführt.</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>The request for permission to open %1 was dismissed; nothing was run.</source>
        <translation>Die Anfrage nach der Berechtigung, %1 zu öffnen, wurde geschlossen; nichts wurde ausgeführt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot ask for permission to open %1: %2 could not be started (is polkit&apos;s pkexec installed?).</source>
        <translation>Die Berechtigung, %1 zu öffnen, kann nicht erfragt werden: %2 konnte nicht gestartet werden (ist pkexec von polkit installiert?).</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The privileged helper could not open %1 (exit code %2).</source>
        <translation>Das privilegierte Hilfsprogramm konnte %1 nicht öffnen (Exit-Code %2).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>O_SYNC/O_DSYNC cannot be added to a descriptor opened by the privileged helper; %1 for %2.</source>
        <translation>O_SYNC/O_DSYNC lässt sich einem vom privilegierten Hilfsprogramm geöffneten Deskriptor nicht hinzufügen; %1 für %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>choose the fdatasync or fsync sync mode</source>
        <translation>wählen Sie den Sync-Modus fdatasync oder fsync</translation>
    </message>
    <message>
        <location filename="../../core/opening/scratchfile.cpp" line="+65"/>
        <source>Cannot create the folder %1 for the scratch file.</source>
        <translation>Der Ordner %1 für die Testdatei kann nicht angelegt werden.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cannot create the scratch file %1: %2.</source>
        <translation>Die Testdatei %1 kann nicht angelegt werden: %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot reserve %1 for the scratch file in %2: %3.</source>
        <translation>%1 für die Testdatei in %2 können nicht reserviert werden: %3.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Writing the scratch file %1 failed: %2.</source>
        <translation>Das Schreiben der Testdatei %1 ist fehlgeschlagen: %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Creating the scratch file was cancelled.</source>
        <translation>Das Anlegen der Testdatei wurde abgebrochen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Flushing the scratch file %1 failed: %2.</source>
        <translation>Der Flush der Testdatei %1 ist fehlgeschlagen: %2.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot move the scratch file into place at %1: %2.</source>
        <translation>Die Testdatei kann nicht nach %1 verschoben werden: %2.</translation>
    </message>
    <message>
        <location filename="../../core/opening/writeguard.cpp" line="+4"/>
        <source>The confirmation names %1, but the target %2 is a directory (for a scratch file); give that device as the target, or leave out the confirmation. Nothing was written.</source>
        <translation>Die Bestätigung nennt %1, aber das Ziel %2 ist ein Ordner (für eine Testdatei); geben Sie dieses Gerät als Ziel an oder lassen Sie die Bestätigung weg. Nichts wurde geschrieben.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is an existing file; DriveScope writes only to a scratch file it creates, so give a directory to create it in.</source>
        <translation>%1 ist eine vorhandene Datei; DriveScope schreibt nur in eine selbst angelegte Testdatei, geben Sie also einen Ordner an, in dem sie angelegt wird.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is neither a directory nor a block device.</source>
        <translation>%1 ist weder ein Ordner noch ein Blockgerät.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Writing to %1 destroys the data on it; to confirm, %2.</source>
        <translation>Schreiben auf %1 zerstört die Daten darauf; zur Bestätigung %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>type %1 when the window asks</source>
        <translation>geben Sie %1 ein, wenn das Fenster danach fragt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The confirmation names %1, but the target is %2; nothing was written.</source>
        <translation>Die Bestätigung nennt %1, aber das Ziel ist %2; nichts wurde geschrieben.</translation>
    </message>
    <message>
        <location filename="../models/drivemodel.cpp" line="+169"/>
        <source>mounted</source>
        <translation>eingehängt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Scratch file  %1  no privilege</source>
        <translation>Testdatei  %1  ohne Rechte</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1: a scratch file of random bytes, made once; measuring it needs no privilege</source>
        <translation>%1: eine Testdatei aus Zufallsbytes, einmal angelegt; ihre Messung braucht keine Rechte</translation>
    </message>
    <message>
        <location filename="../models/runsmodel.cpp" line="+4"/>
        <source>I/Os per s</source>
        <translation>I/Os pro s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Key figures</source>
        <translation>Kennwerte</translation>
    </message>
    <message>
        <location filename="../run/targetchoice.cpp" line="+12"/>
        <source>Scratch file (%1)</source>
        <translation>Testdatei (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Simulated %1</source>
        <translation>Simuliert: %1</translation>
    </message>
    <message>
        <location filename="../run/targetopener.cpp" line="+88"/>
        <source>Creating a %1 scratch file of random bytes to write to (removed after the run)…</source>
        <translation>Testdatei von %1 aus Zufallsbytes zum Beschreiben wird angelegt (nach dem Lauf entfernt)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Creating the %1 scratch file of random bytes (once)…</source>
        <translation>Testdatei von %1 aus Zufallsbytes wird angelegt (einmalig)…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Asking for permission to open the drive (polkit)…</source>
        <translation>Berechtigung zum Öffnen des Laufwerks wird erfragt (polkit)…</translation>
    </message>
    <message>
        <location filename="../run/writeconfirmdialog.cpp" line="+18"/>
        <source>Destroy the data on %1?</source>
        <translation>Daten auf %1 zerstören?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;%1 writes to the whole of %2.&lt;/b&gt; Everything on it may be overwritten: files, partitions, file systems.</source>
        <extracomment>%1: what writes (a benchmark); %2: the drive.</extracomment>
        <translation>&lt;b&gt;%1 schreibt auf %2 als Ganzes.&lt;/b&gt; Alles darauf kann überschrieben werden: Dateien, Partitionen, Dateisysteme.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Even a sweep that writes back what it read reverts anything another program writes to the drive meanwhile: close every program that uses it.</source>
        <translation>Selbst ein Scan, der zurückschreibt, was er gelesen hat, macht alles rückgängig, was ein anderes Programm währenddessen auf das Laufwerk schreibt: schließen Sie jedes Programm, das es verwendet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To go ahead, type the drive&apos;s name exactly: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Um fortzufahren, geben Sie den Namen des Laufwerks genau ein: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Write to the drive</source>
        <translation>Auf das Laufwerk schreiben</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>DriveScope never writes into a file it did not create (%1). Add a folder for a scratch file, or pick a whole drive.</source>
        <translation>DriveScope schreibt nie in eine Datei, die es nicht selbst angelegt hat (%1). Fügen Sie einen Ordner für eine Testdatei hinzu oder wählen Sie ein ganzes Laufwerk.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The name typed (&quot;%1&quot;) is not %2; nothing was written.</source>
        <translation>Der eingegebene Name (&quot;%1&quot;) ist nicht %2; nichts wurde geschrieben.</translation>
    </message>
    <message>
        <location filename="../session/loadedsession.cpp" line="+39"/>
        <source>%1 is not there any more (moved or deleted).</source>
        <translation>%1 ist nicht mehr vorhanden (verschoben oder gelöscht).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is a folder, not a session file.</source>
        <translation>%1 ist ein Ordner, keine Sitzungsdatei.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>There is not enough memory to open %1.</source>
        <translation>Es ist nicht genug Speicher frei, um %1 zu öffnen.</translation>
    </message>
    <message>
        <location filename="../session/runjournalkeeper.cpp" line="+75"/>
        <source>Cannot create the journal folder %1.</source>
        <translation>Der Journalordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot start the journal %1.</source>
        <translation>Das Journal %1 kann nicht begonnen werden.</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>There is not enough memory to recover %1.</source>
        <translation>Es ist nicht genug Speicher frei, um %1 wiederherzustellen.</translation>
    </message>
    <message>
        <location filename="../session/sessionactions.cpp" line="+25"/>
        <source>%1 has 1 run that is not saved.</source>
        <translation>%1 hat 1 nicht gespeicherten Lauf.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has 1 run that is not saved (one still running: it will be stopped and its partial run kept).</source>
        <translation>%1 hat 1 nicht gespeicherten Lauf (einer läuft noch: er wird gestoppt und sein Teillauf behalten).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has %2 runs that are not saved.</source>
        <translation>%1 hat %2 nicht gespeicherte Läufe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has %2 runs that are not saved (one still running: it will be stopped and its partial run kept).</source>
        <translation>%1 hat %2 nicht gespeicherte Läufe (einer läuft noch: er wird gestoppt und sein Teillauf behalten).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has %2 runs that are not saved (%3 still running: it will be stopped and its partial run kept).</source>
        <extracomment>%1: the session&apos;s file; %2: how many runs are not saved; %3: how many of them still run.</extracomment>
        <translation>%1 hat %2 nicht gespeicherte Läufe (%3 laufen noch: sie werden gestoppt und ihre Teilläufe behalten).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has changes that are not saved (runs were removed; its title or notes were edited).</source>
        <translation>%1 hat ungespeicherte Änderungen (Läufe wurden entfernt; Titel oder Notizen wurden bearbeitet).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has changes that are not saved (runs were removed).</source>
        <translation>%1 hat nicht gespeicherte Änderungen (Läufe wurden entfernt).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has changes that are not saved (its title or notes were edited).</source>
        <translation>%1 hat nicht gespeicherte Änderungen (Titel oder Notizen wurden bearbeitet).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has changes that are not saved.</source>
        <translation>%1 hat nicht gespeicherte Änderungen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save them before %1?</source>
        <extracomment>%1: what is about to happen (&quot;closing&quot;, &quot;opening disks.dss&quot;).</extracomment>
        <translation>Vor dem %1 speichern?</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../window/mainwindow.cpp" line="+630"/>
        <source>Unsaved runs</source>
        <translation>Nicht gespeicherte Läufe</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>starting a new session</source>
        <extracomment>Completes &quot;Save them before %1?&quot;.</extracomment>
        <translation>Starten einer neuen Sitzung</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New session: its runs are saved when you choose File &gt; Save.</source>
        <translation>Neue Sitzung: Ihre Läufe werden gespeichert, wenn Sie Datei &gt; Speichern wählen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Open a DriveScope session</source>
        <translation>DriveScope-Sitzung öffnen</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+9"/>
        <source>opening %1</source>
        <extracomment>Completes &quot;Save them before %1?&quot;; %1: a session file&apos;s name.</extracomment>
        <translation>Öffnen von %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Add the runs of another session beside this one</source>
        <translation>Läufe einer anderen Sitzung zu dieser hinzufügen</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>It was removed from Open Recent.</source>
        <translation>Sie wurde aus „Zuletzt geöffnet“ entfernt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The open session is unchanged.</source>
        <translation>Die geöffnete Sitzung bleibt unverändert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No runs were added.</source>
        <translation>Es wurden keine Läufe hinzugefügt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot open the session</source>
        <translation>Sitzung kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Opened %1: %2.</source>
        <extracomment>%1: the session file; %2: &quot;1 run&quot;, &quot;3 runs&quot;.</extracomment>
        <translation>%1 geöffnet: %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Added %1 from %2 beside this session&apos;s runs; they are part of it now (save to keep them).</source>
        <extracomment>%1: &quot;1 run&quot;, &quot;3 runs&quot;; %2: the session file they came from.</extracomment>
        <translation>%1 aus %2 zu den Läufen dieser Sitzung hinzugefügt; sie gehören jetzt dazu (speichern Sie, um sie zu behalten).</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Save the session as</source>
        <translation>Sitzung speichern unter</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Saving %1…</source>
        <translation>%1 wird gespeichert…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Saved %1 to %2.</source>
        <extracomment>%1: &quot;1 run&quot;, &quot;3 runs&quot;; %2: the session file.</extracomment>
        <translation>%1 in %2 gespeichert.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing was lost: the runs are still open here, unsaved, and any file already at that place is as it was.</source>
        <translation>Nichts ging verloren: Die Läufe sind hier weiterhin geöffnet (nicht gespeichert), und eine bereits vorhandene Datei an diesem Ort ist unverändert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot save the session</source>
        <translation>Sitzung kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is a folder; choose a file name to save to.</source>
        <translation>%1 ist ein Ordner; wählen Sie einen Dateinamen zum Speichern.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The session</source>
        <translation>Die Sitzung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing was saved.</source>
        <translation>Es wurde nichts gespeichert.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot save the session to %1.</source>
        <translation>Die Sitzung kann nicht in %1 gespeichert werden.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>No recent sessions</source>
        <translation>Keine zuletzt geöffneten Sitzungen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Clear list</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <location filename="../session/sessiondocument.cpp" line="+20"/>
        <source>Untitled session</source>
        <translation>Unbenannte Sitzung</translation>
    </message>
    <message>
        <location line="+190"/>
        <source>the open session</source>
        <translation>die geöffnete Sitzung</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the target of run %1</source>
        <translation>das Ziel von Lauf %1</translation>
    </message>
    <message>
        <location filename="../session/sessionpropertiesdialog.cpp" line="-3"/>
        <source>%1 runs (%2 not saved yet)</source>
        <extracomment>%1: how many runs the session has; %2: how many of them no file holds.</extracomment>
        <translation>%1 Läufe (%2 noch nicht gespeichert)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 run (not saved yet)</source>
        <translation>1 Lauf (noch nicht gespeichert)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 runs (none saved yet)</source>
        <translation>%1 Läufe (noch keiner gespeichert)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>no runs yet</source>
        <translation>noch keine Läufe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>from %1</source>
        <comment>measured from a date</comment>
        <translation>ab %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 to %2 (local time)</source>
        <translation>%1 bis %2 (Ortszeit)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Session Properties — %1</source>
        <translation>Sitzungseigenschaften — %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>e.g. Three SATA drives for the NAS</source>
        <translation>z. B. Drei SATA-Laufwerke für das NAS</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>e.g. SATA cable swapped before run 3; room at 28 °C</source>
        <translation>z. B. SATA-Kabel vor Lauf 3 getauscht; Raumtemperatur 28 °C</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Title:</source>
        <translation>&amp;Titel:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Notes:</source>
        <translation>&amp;Notizen:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The title names the window and the PDF/HTML reports; the notes are printed under the report&apos;s title. Both are saved in the session file.</source>
        <translation>Der Titel benennt das Fenster und die PDF-/HTML-Berichte; die Notizen werden unter dem Titel des Berichts gedruckt. Beides wird in der Sitzungsdatei gespeichert.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This session</source>
        <translation>Diese Sitzung</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>File:</source>
        <comment>a session&apos;s file</comment>
        <translation>Datei:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not saved yet</source>
        <translation>noch nicht gespeichert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runs:</source>
        <translation>Läufe:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measured:</source>
        <comment>when the runs were measured</comment>
        <translation>Gemessen:</translation>
    </message>
    <message>
        <location filename="../widgets/windowprompts.cpp" line="+18"/>
        <source>DriveScope sessions (*.dss);;All files (*)</source>
        <translation>DriveScope-Sitzungen (*.dss);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Recover</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Later</source>
        <translation>&amp;Später</translation>
    </message>
    <message>
        <location filename="../window/comparewindow.cpp" line="-68"/>
        <source>unknown</source>
        <comment>a benchmark</comment>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pick at least two runs of the same benchmark to compare (Ctrl+click or Shift+click in the runs table).</source>
        <translation>Wählen Sie mindestens zwei Läufe desselben Benchmarks zum Vergleichen aus (Strg+Klick oder Umschalt+Klick in der Lauftabelle).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Only runs of the same benchmark can be compared; these are %1 and %2 runs.</source>
        <extracomment>%1: benchmarks&apos; titles, comma-separated; %2: the last one.</extracomment>
        <translation>Nur Läufe desselben Benchmarks lassen sich vergleichen; dies sind Läufe von %1 und %2.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Compare %1 runs — DriveScope</source>
        <extracomment>%1: a benchmark&apos;s title.</extracomment>
        <translation>%1: Läufe vergleichen — DriveScope</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 runs. The first, %3, is the baseline: the other columns give their difference from it (green better, red worse).</source>
        <extracomment>%1: a benchmark&apos;s title; %2: how many runs; %3: the first run&apos;s label.</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2 Läufe. Der erste, %3, ist die Referenz: Die übrigen Spalten zeigen die Abweichung davon (grün besser, rot schlechter).</translation>
    </message>
    <message>
        <location filename="../window/drivepanel.cpp" line="-208"/>
        <source>Add…</source>
        <comment>drive list: add a file, folder or simulated drive</comment>
        <translation>Hinzufügen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a file to read, a folder (a scratch file is made in it), or a simulated drive</source>
        <translation>Eine Datei zum Lesen, einen Ordner (darin wird eine Testdatei angelegt) oder ein simuliertes Laufwerk hinzufügen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>File (read as it is)…</source>
        <translation>Datei (wird unverändert gelesen)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder (a 1 GiB scratch file in it)…</source>
        <translation>Ordner (mit einer 1-GiB-Testdatei darin)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Simulated drive (a model with known answers)…</source>
        <translation>Simuliertes Laufwerk (ein Modell mit bekannten Ergebnissen)…</translation>
    </message>
    <message>
        <location line="+130"/>
        <source>Measure reads of a file</source>
        <translation>Lesezugriffe auf eine Datei messen</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Measure the drive under a folder (a scratch file is made in it)</source>
        <translation>Laufwerk eines Ordners messen (darin wird eine Testdatei angelegt)</translation>
    </message>
    <message>
        <location line="+45"/>
        <location line="+23"/>
        <location line="+6"/>
        <location line="+9"/>
        <source>Kind</source>
        <comment>what a drive is</comment>
        <translation>Art</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>partition of %1</source>
        <translation>Partition von %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+33"/>
        <source>Block sizes</source>
        <translation>Blockgrößen</translation>
    </message>
    <message>
        <location line="-32"/>
        <location line="+33"/>
        <source>%1 B logical, %2 B physical</source>
        <translation>%1 B logisch, %2 B physisch</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Rotation</source>
        <translation>Drehzahl</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 rpm (the drive reports)</source>
        <translation>%1 U/min (laut Laufwerk)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Link</source>
        <comment>how a drive is attached</comment>
        <translation>Anschluss</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model</source>
        <comment>a drive&apos;s model name</comment>
        <translation>Modell</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serial</source>
        <translation>Seriennummer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scheduler</source>
        <translation>Scheduler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backing file</source>
        <translation>Zugrunde liegende Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Writable</source>
        <translation>Beschreibbar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no: read-only (set by the system); DriveScope only reads it</source>
        <translation>nein: schreibgeschützt (vom System festgelegt); DriveScope liest es nur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yes, when nothing uses it and you confirm</source>
        <translation>ja, wenn es nicht in Benutzung ist und Sie bestätigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mounted</source>
        <translation>Eingehängt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing</source>
        <comment>mounted: nothing</comment>
        <translation>nirgends</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Held by</source>
        <translation>Belegt von</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap</source>
        <translation>Swap</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>scratch file of random bytes, made once and reused</source>
        <translation>Testdatei mit Zufallsbytes, einmal angelegt und wiederverwendet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exists</source>
        <comment>the scratch file</comment>
        <translation>Vorhanden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>checking…</source>
        <translation>wird geprüft…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yes</source>
        <comment>the scratch file exists</comment>
        <translation>ja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no: made (with progress) when you press Start</source>
        <translation>nein: wird (mit Fortschrittsanzeige) angelegt, wenn Sie Start drücken</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>simulated hard disk: a model with known ground truth; it stores nothing, so writes need no confirmation</source>
        <translation>simulierte Festplatte: ein Modell mit bekannten wahren Werten; es speichert nichts, daher brauchen Schreibzugriffe keine Bestätigung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>simulated SSD: a model with known ground truth; it stores nothing, so writes need no confirmation</source>
        <translation>simulierte SSD: ein Modell mit bekannten wahren Werten; es speichert nichts, daher brauchen Schreibzugriffe keine Bestätigung</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>file, read as it is</source>
        <translation>Datei, wird unverändert gelesen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reads never change anything. A drive you may not read is opened through polkit (the system asks for a password once).</source>
        <translation>Lesezugriffe ändern nie etwas. Ein Laufwerk, das Sie nicht lesen dürfen, wird über polkit geöffnet (das System fragt einmal nach einem Passwort).</translation>
    </message>
    <message>
        <location filename="../window/helpmenu.cpp" line="+19"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;What each benchmark measures</source>
        <translation>&amp;Was jeder Benchmark misst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What each benchmark measures</source>
        <translation>Was jeder Benchmark misst</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;About DriveScope</source>
        <translation>&amp;Über DriveScope</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About DriveScope</source>
        <translation>Über DriveScope</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Ctrl+R</source>
        <comment>keyboard shortcut</comment>
        <translation>Strg+R</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>start or stop the run on the page shown</source>
        <translation>Lauf auf der angezeigten Seite starten oder stoppen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Esc</source>
        <comment>keyboard shortcut</comment>
        <translation>Esc</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>stop every run (while one runs)</source>
        <translation>alle Läufe stoppen (während einer läuft)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ctrl+%1</source>
        <comment>keyboard shortcut</comment>
        <extracomment>%1: a page&apos;s title.</extracomment>
        <translation>Strg+%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the %1 page</source>
        <translation>die Seite %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+D</source>
        <comment>keyboard shortcut</comment>
        <translation>Strg+D</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>compare the runs selected in the runs table</source>
        <translation>die in der Lauftabelle ausgewählten Läufe vergleichen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <comment>keyboard shortcut</comment>
        <translation>Entf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>remove the selected runs from the session (runs table)</source>
        <translation>die ausgewählten Läufe aus der Sitzung entfernen (Lauftabelle)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Z</source>
        <comment>keyboard shortcut</comment>
        <translation>Strg+Z</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>put the removed runs back</source>
        <translation>die entfernten Läufe wiederherstellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+N / Ctrl+O</source>
        <comment>keyboard shortcut</comment>
        <translation>Strg+N / Strg+O</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>new session / open a session</source>
        <translation>neue Sitzung / Sitzung öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+S / Ctrl+Shift+S</source>
        <comment>keyboard shortcut</comment>
        <translation>Strg+S / Strg+Umschalt+S</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>save the session / save it as</source>
        <translation>Sitzung speichern / speichern unter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+W or Esc</source>
        <comment>keyboard shortcut</comment>
        <translation>Strg+W oder Esc</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>close a Compare window</source>
        <translation>ein Vergleichsfenster schließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Q</source>
        <comment>keyboard shortcut</comment>
        <translation>Strg+Q</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>quit</source>
        <comment>what Ctrl+Q does</comment>
        <translation>beenden</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Reads never change anything. Writes go to a scratch file DriveScope creates, or to a whole drive only when nothing uses it and you typed its name.</source>
        <translation>Lesezugriffe ändern nie etwas. Schreibzugriffe gehen in eine Testdatei, die DriveScope anlegt, oder auf ein ganzes Laufwerk nur dann, wenn es nicht in Benutzung ist und Sie seinen Namen eingegeben haben.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>DriveScope %1</source>
        <translation>DriveScope %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>See how a drive behaves: seek latency, throughput from the first to the last gigabyte, synchronous writes and the write cache, bandwidth and the request sizes the device receives, queue depth, the speed grid and throughput by transfer size.</source>
        <translation>Zeigt, wie sich ein Laufwerk verhält: Latenz der Suchzugriffe, Durchsatz vom ersten bis zum letzten Gigabyte, synchrone Schreibzugriffe und der Schreibcache, Bandbreite und die Anforderungsgrößen, die das Gerät erhält, Warteschlangentiefe, das Geschwindigkeitsraster und der Durchsatz nach Transfergröße.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later).</source>
        <translation>Lizenz: GNU General Public License, Version 3 oder neuer (GPL-3.0-or-later).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Built with Qt %1 (running on Qt %2).</source>
        <extracomment>%1: the Qt version DriveScope was built with; %2: the one it runs on.</extracomment>
        <translation>Erstellt mit Qt %1 (läuft unter Qt %2).</translation>
    </message>
    <message>
        <location filename="../window/mainwindow.cpp" line="-574"/>
        <source>recovered (partial)</source>
        <translation>wiederhergestellt (unvollständig)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>recovered (finished, unsaved)</source>
        <translation>wiederhergestellt (fertig, nicht gespeichert)</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Select a run to see its charts again; drop .dss files here to add theirs.</source>
        <translation>Einen Lauf auswählen, um seine Diagramme wieder zu sehen; .dss-Dateien hier ablegen, um deren Läufe hinzuzufügen.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>The run goes on without crash recovery.</source>
        <translation>Der Lauf wird ohne Absturzwiederherstellung fortgesetzt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reads never change anything. Pick a drive on the left, or keep the scratch file.</source>
        <translation>Lesezugriffe ändern nie etwas. Wählen Sie links ein Laufwerk oder behalten Sie die Testdatei.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New session</source>
        <translation>&amp;Neue Sitzung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open session…</source>
        <translation>Sitzung ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A&amp;dd runs from session…</source>
        <translation>Läufe aus Sitzung &amp;hinzufügen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opens another session file beside this one: its runs join this session, to compare them</source>
        <translation>Öffnet eine weitere Sitzungsdatei neben dieser: Ihre Läufe kommen zu dieser Sitzung hinzu, um sie zu vergleichen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Session &amp;Properties…</source>
        <translation>Sitzungs&amp;eigenschaften…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The session&apos;s title (names the window and its reports) and notes</source>
        <translation>Titel der Sitzung (benennt das Fenster und seine Berichte) und Notizen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add &amp;file to measure…</source>
        <translation>&amp;Datei zum Messen hinzufügen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add f&amp;older to measure…</source>
        <translation>&amp;Ordner zum Messen hinzufügen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Run</source>
        <translation>&amp;Lauf</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Start / Stop</source>
        <translation>&amp;Start / Stopp</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>S&amp;top</source>
        <translation>S&amp;topp</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Compare selected runs</source>
        <translation>Ausgewählte Läufe &amp;vergleichen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Use These Settings</source>
        <translation>Diese &amp;Einstellungen übernehmen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sets the run&apos;s page to the options the run in the runs table was measured with</source>
        <translation>Setzt die Seite des Laufs auf die Optionen, mit denen der Lauf in der Lauftabelle gemessen wurde</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 — %2[*] — DriveScope</source>
        <extracomment>The window&apos;s title: the session&apos;s title, its file, the program.</extracomment>
        <translation>%1 — %2[*] — DriveScope</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1[*] — DriveScope</source>
        <translation>%1[*] — DriveScope</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>1 run not saved yet</source>
        <translation>1 Lauf noch nicht gespeichert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 runs not saved yet</source>
        <translation>%1 Läufe noch nicht gespeichert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>changed, not saved yet</source>
        <translation>geändert, noch nicht gespeichert</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Runs of %1&lt;/b&gt;%2</source>
        <extracomment>%1: the session&apos;s file; %2: &quot; — 2 runs not saved yet&quot;, or nothing.</extracomment>
        <translation>&lt;b&gt;Läufe in „%1“&lt;/b&gt;%2</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 is measuring %2 now: two runs on one drive would each measure the other&apos;s I/O. Wait for it to finish, or stop it (Esc), then press Start.</source>
        <extracomment>%1: a benchmark&apos;s title; %2: a drive or file.</extracomment>
        <translation>%1 misst gerade %2: Zwei Läufe auf einem Laufwerk würden jeweils die I/Os des anderen mitmessen. Warten Sie, bis er fertig ist, oder stoppen Sie ihn (Esc), und drücken Sie dann Start.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Pick a run in the runs table first.</source>
        <translation>Wählen Sie zuerst einen Lauf in der Lauftabelle.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: the options that run was measured with. Press Start (Ctrl+R) to measure %2 with them.</source>
        <translation>%1: die Optionen, mit denen dieser Lauf gemessen wurde. Drücken Sie Start (Strg+R), um %2 damit zu messen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the drive you pick</source>
        <translation>das Laufwerk Ihrer Wahl</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This window has no page for that run&apos;s benchmark.</source>
        <translation>Dieses Fenster hat keine Seite für den Benchmark dieses Laufs.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Ready.</source>
        <translation>Bereit.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 running on %2… (Esc stops)</source>
        <extracomment>%1: a benchmark&apos;s title; %2: the drive or file it measures.</extracomment>
        <translation>%1 läuft auf %2… (Esc stoppt)</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>%1 of %2 — %3 samples, started %4, %5</source>
        <extracomment>%1: a benchmark; %2: the drive or file; %3: a count; %4: date and time; %5: &quot;cut short&quot; or &quot;finished but not saved&quot;.</extracomment>
        <translation>%1 von %2 — %3 Messwerte, gestartet %4, %5</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>finished but not saved</source>
        <translation>fertig, aber nicht gespeichert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>cut short</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 run journal(s) in %2 could not be read and were left there: %3</source>
        <translation>%1 Lauf-Journal(e) in %2 konnten nicht gelesen werden und wurden dort belassen: %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>DriveScope found a run that no session file holds (DriveScope was closed unexpectedly or crashed):
%1

Recover adds it to this session: a run cut short labelled “%2”, one that had finished “%3”. Discard deletes it. Later keeps it for the next start.</source>
        <extracomment>%1: the runs found, one a line; %2, %3: the labels the recovered runs get.</extracomment>
        <translation>DriveScope hat einen Lauf gefunden, den keine Sitzungsdatei enthält (DriveScope wurde unerwartet beendet oder ist abgestürzt):
%1

Wiederherstellen fügt ihn dieser Sitzung hinzu: einen abgebrochenen Lauf mit der Bezeichnung „%2“, einen fertigen mit „%3“. Verwerfen löscht ihn. Später behält ihn für den nächsten Start.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Recover unsaved runs</source>
        <translation>Nicht gespeicherte Läufe wiederherstellen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Recovered %1 run(s) into this session; save to keep them.</source>
        <translation>%1 Lauf/Läufe in diese Sitzung wiederhergestellt; speichern Sie, um sie zu behalten.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Deleted %1 unsaved run(s).</source>
        <translation>%1 nicht gespeicherte(n) Lauf/Läufe gelöscht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The unsaved run(s) stay in %1 and are offered again at the next start.</source>
        <translation>Die nicht gespeicherten Läufe bleiben in %1 und werden beim nächsten Start erneut angeboten.</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>closing</source>
        <extracomment>Completes &quot;Save them before %1?&quot;.</extracomment>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../window/runremover.cpp" line="+21"/>
        <source>&amp;Remove run from session</source>
        <translation>Lauf aus Sitzung &amp;entfernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo remove run</source>
        <translation>Entfernen &amp;rückgängig machen</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Removed the %1 run of %2 from the session (Ctrl+Z puts it back).</source>
        <extracomment>%1: a benchmark&apos;s title; %2: the drive or file the run measured.</extracomment>
        <translation>Den %1-Lauf von %2 aus der Sitzung entfernt (Strg+Z stellt ihn wieder her).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removed %1 runs from the session (Ctrl+Z puts them back).</source>
        <translation>%1 Läufe aus der Sitzung entfernt (Strg+Z stellt sie wieder her).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The removed run is back in the session.</source>
        <translation>Der entfernte Lauf ist wieder in der Sitzung.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The %1 removed runs are back in the session.</source>
        <translation>Die %1 entfernten Läufe sind wieder in der Sitzung.</translation>
    </message>
    <message>
        <location filename="../window/simulateddrivedialog.cpp" line="+28"/>
        <source>Hard disk, 7200 rpm, 500 GB</source>
        <translation>Festplatte, 7200 U/min, 500 GB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard disk, write cache off</source>
        <translation>Festplatte, Schreibcache aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Laptop hard disk, 5400 rpm, 1 TB</source>
        <translation>Notebook-Festplatte, 5400 U/min, 1 TB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Server hard disk, 15000 rpm, 300 GB</source>
        <translation>Server-Festplatte, 15000 U/min, 300 GB</translation>
    </message>
    <message>
        <location filename="../../core/device/drivelister.cpp" line="+92"/>
        <source>/dev/%1 at %2 (%3)</source>
        <comment>a mounted file system: device, mount point, type</comment>
        <translation>/dev/%1 unter %2 (%3)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>hard disk</source>
        <translation>Festplatte</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../window/simulateddrivedialog.cpp" line="+2"/>
        <source>SSD</source>
        <translation>SSD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USB drive</source>
        <translation>USB-Laufwerk</translation>
    </message>
    <message>
        <location filename="../../core/device/deviceinfo.h" line="+13"/>
        <location filename="../../core/device/drivelister.cpp" line="+1"/>
        <source>loop device</source>
        <translation>Loop-Gerät</translation>
    </message>
    <message>
        <location filename="../../core/device/drivelister.cpp" line="+3"/>
        <source>drive</source>
        <translation>Laufwerk</translation>
    </message>
    <message>
        <location filename="../window/simulateddrivedialog.cpp" line="+12"/>
        <source>Add simulated drive</source>
        <translation>Simuliertes Laufwerk hinzufügen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Add</source>
        <comment>button: add the simulated drive</comment>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Model:</source>
        <comment>a simulated drive&apos;s model</comment>
        <translation>Modell:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters:</source>
        <translation>Parameter:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A model with known ground truth: seek curve, rotation, zone rates and write cache as the parameters say (rpm, t2t, avg, full, outer, inner, cache=on|off, capacity, seed; an SSD: read, write, channels). It stores nothing; &quot;paced&quot; runs it in real time.</source>
        <translation>Ein Modell mit bekannten wahren Werten: Suchzeitkurve, Drehzahl, Zonenraten und Schreibcache gemäß den Parametern (rpm, t2t, avg, full, outer, inner, cache=on|off, capacity, seed; bei einer SSD: read, write, channels). Es speichert nichts; mit „paced“ läuft es in Echtzeit.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>A simulated drive starts with sim:hdd or sim:ssd.</source>
        <translation>Ein simuliertes Laufwerk beginnt mit sim:hdd oder sim:ssd.</translation>
    </message>
    <message>
        <location filename="../../core/device/deviceinfo.h" line="-2"/>
        <source>Loop device</source>
        <translation>Loop-Gerät</translation>
    </message>
    <message>
        <location filename="../../core/device/deviceinfo.cpp" line="+25"/>
        <source>spinning disk (rotational)</source>
        <translation>drehende Platte (rotierend)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>solid state (non-rotational)</source>
        <translation>Halbleiterspeicher (nicht rotierend)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown</source>
        <comment>what a drive&apos;s medium is</comment>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>loop device on %1</source>
        <comment>the host link under a loop device&apos;s file</comment>
        <translation>Loop-Gerät auf %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>write back</source>
        <comment>the kernel&apos;s write cache mode: the drive caches writes</comment>
        <translation>zurückschreibend</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>write through</source>
        <comment>the kernel&apos;s write cache mode: no write cache</comment>
        <translation>durchschreibend</translation>
    </message>
    <message>
        <location filename="../../core/device/writecacheprobe.cpp" line="+17"/>
        <source>simulated drive: cache= in its model</source>
        <translation>simuliertes Laufwerk: cache= in seinem Modell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no block device to ask</source>
        <translation>kein Blockgerät zum Fragen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hdparm is not installed</source>
        <translation>hdparm ist nicht installiert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hdparm did not start</source>
        <translation>hdparm startete nicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hdparm gave no answer within %1 ms</source>
        <translation>hdparm antwortete nicht binnen %1 ms</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hdparm reported no write-caching state for this device</source>
        <translation>hdparm meldete für dieses Gerät keinen Schreibcache-Zustand</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>not probed</source>
        <comment>the drive&apos;s write cache</comment>
        <translation>nicht geprüft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on</source>
        <comment>the drive&apos;s write cache</comment>
        <translation>an</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <comment>the drive&apos;s write cache</comment>
        <translation>aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown</source>
        <comment>the drive&apos;s write cache</comment>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>unknown to the kernel</source>
        <translation>dem Kernel unbekannt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (kernel, /sys/block/%1/queue/write_cache)</source>
        <translation> (Kernel, /sys/block/%1/queue/write_cache)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>; drive: %1 (hdparm -W %2: %3)</source>
        <translation>; Laufwerk: %1 (hdparm -W %2: %3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; drive: unknown (%1)</source>
        <translation>; Laufwerk: unbekannt (%1)</translation>
    </message>
    <message>
        <location filename="../run/writecachestatus.cpp" line="+73"/>
        <source>%1 (the simulated drive&apos;s model: %2)</source>
        <translation>%1 (Modell des simulierten Laufwerks: %2)</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>not known</source>
        <translation>nicht bekannt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>sysfs: %1</source>
        <translation>sysfs: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>sysfs: %1 on %2</source>
        <translation>sysfs: %1 auf %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>hdparm not asked</source>
        <translation>hdparm nicht gefragt</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>hdparm -W %1 not permitted</source>
        <translation>hdparm -W %1 nicht erlaubt</translation>
    </message>
    <message>
        <location filename="../../core/run/inflightcounts.cpp" line="+82"/>
        <source>In flight at submission: %1; mean %2 of %3.</source>
        <translation>In Bearbeitung beim Absenden: %1; Mittel %2 von %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This run could not keep its depth: its I/Os went out with %1 in flight on average, under %2 % of the %3 asked for.</source>
        <translation>Dieser Lauf konnte seine Tiefe nicht halten: Seine I/Os gingen mit im Mittel %1 in Bearbeitung hinaus, unter %2 % der verlangten %3.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the run&apos;s in-flight counts&apos; </source>
        <extracomment>Whose value is meant, before its key in &quot;The file is damaged: %1&apos;%2&apos; is not %3.&quot; (keep the trailing space).</extracomment>
        <translation>in den Zählungen der laufenden I/Os des Laufs </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>a list of [depth, count] pairs</source>
        <translation>eine Liste von [Tiefe, Anzahl]-Paaren</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>as many I/Os as the counts say</source>
        <translation>so viele I/Os, wie die Zählungen angeben</translation>
    </message>
    <message>
        <location filename="../pages/depth/depthpage.cpp" line="+42"/>
        <source>QD %1 (%2 of %3) · %4</source>
        <extracomment>the running depth of a depth sweep: &quot;QD 16 (5 of 9) · &quot; then the rate (&quot;2,345 reads/s · &quot;) or nothing</extracomment>
        <translation>QD %1 (%2 von %3) · %4</translation>
    </message>
    <message>
        <location filename="../charts/axisunit.cpp" line="+42"/>
        <source>MB/s (10⁶ B/s)</source>
        <translation>MB/s (10⁶ B/s)</translation>
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
        <translation>DriveScope hat %1 Läufe gefunden, die keine Sitzungsdatei enthält (DriveScope wurde unerwartet beendet oder ist abgestürzt):
%2

Wiederherstellen fügt sie dieser Sitzung hinzu: einen abgebrochenen Lauf mit der Bezeichnung „%3“, einen fertigen mit „%4“. Verwerfen löscht sie. Später behält sie für den nächsten Start.</translation>
    </message>
</context>
</TS>
