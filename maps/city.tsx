<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="city" tilewidth="96" tileheight="112" tilecount="18" columns="6">
 <image source="city.png" width="576" height="336"/>
 <tile id="0">
  <properties>
   <property name="district" value="desert"/>
   <property name="kind" value="desert"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="district" value="desert"/>
   <property name="kind" value="desert"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="district" value="desert"/>
   <property name="kind" value="desert"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="district" value="bazaar"/>
   <property name="kind" value="street"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="district" value="bazaar"/>
   <property name="kind" value="shop"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="district" value="bazaar"/>
   <property name="kind" value="shop"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="district" value="harbour"/>
   <property name="kind" value="street"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="district" value="harbour"/>
   <property name="kind" value="shop"/>
  </properties>
 </tile>
 <tile id="8">
  <properties>
   <property name="district" value="harbour"/>
   <property name="kind" value="shop"/>
  </properties>
 </tile>
 <tile id="9">
  <properties>
   <property name="district" value="souk"/>
   <property name="kind" value="street"/>
  </properties>
 </tile>
 <tile id="10">
  <properties>
   <property name="district" value="souk"/>
   <property name="kind" value="shop"/>
  </properties>
 </tile>
 <tile id="11">
  <properties>
   <property name="district" value="souk"/>
   <property name="kind" value="shop"/>
  </properties>
 </tile>
 <tile id="12">
  <properties>
   <property name="district" value="kasbah"/>
   <property name="kind" value="street"/>
  </properties>
 </tile>
 <tile id="13">
  <properties>
   <property name="district" value="kasbah"/>
   <property name="kind" value="shop"/>
  </properties>
 </tile>
 <tile id="14">
  <properties>
   <property name="district" value="kasbah"/>
   <property name="kind" value="shop"/>
  </properties>
 </tile>
 <tile id="15">
  <properties>
   <property name="district" value="palace"/>
   <property name="kind" value="street"/>
  </properties>
 </tile>
 <tile id="16">
  <properties>
   <property name="district" value="palace"/>
   <property name="kind" value="shop"/>
  </properties>
 </tile>
 <tile id="17">
  <properties>
   <property name="district" value="palace"/>
   <property name="kind" value="shop"/>
  </properties>
 </tile>
</tileset>
