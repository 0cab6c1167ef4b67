<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="markers" tilewidth="56" tileheight="56" tilecount="3" columns="3" objectalignment="center">
 <image source="markers.png" width="168" height="56"/>
</tileset>
